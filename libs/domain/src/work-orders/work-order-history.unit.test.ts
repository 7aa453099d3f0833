import { describe, expect, it } from 'vitest';
import { names, stored } from '../shared/history.fixtures';
import type { WorkOrderEdited } from './events';
import { advanced, billed, cera, created, lavado, workOrderId } from './work-order.fixtures';
import { workOrderHistory } from './work-order-history';

describe('a work order told to an auditor', () => {
  it('tells the order taken, edited line by line, moved, billed', () => {
    const edited: WorkOrderEdited = {
      type: 'WorkOrderEdited',
      data: {
        workOrderId,
        observaciones: 'Sin rayón',
        lines: [lavado, cera],
        total: 70_000 + cera.precio * cera.cantidad,
        editedBy: 'cajero-1',
        at: '2026-11-21T14:00:00.000Z',
      },
    };
    const entries = workOrderHistory(
      stored('cajero-1', created(7), edited, advanced('recibido', 'en_proceso'), billed('sale-1')),
      names,
    );
    expect(entries.map((e) => e.title)).toEqual([
      'Orden N° 7 recibida',
      'Orden modificada',
      'Estado: En Proceso',
      'Orden facturada',
    ]);
    expect(entries.every((e) => e.who === 'Ana Cajera')).toBe(true);
    expect(entries[0]?.details).toContainEqual({ label: 'Vehículo', value: 'ABC 123 · Toyota Corolla' });
    expect(entries[1]?.lines?.before?.map((l) => l.nombre)).toEqual([lavado.nombre]);
    expect(entries[1]?.lines?.after.map((l) => l.nombre)).toEqual([lavado.nombre, cera.nombre]);
    expect(entries[1]?.details).toContainEqual({
      label: 'Observaciones',
      value: 'Rayón en la puerta → Sin rayón',
    });
    expect(entries[2]?.details).toEqual([{ label: 'Estado', value: 'Recibido → En Proceso' }]);
    expect(entries[3]?.details).toEqual([{ label: 'Factura', value: '001-001-0000001' }]);
  });
});
