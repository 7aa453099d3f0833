import type { WorkOrderCreated, WorkOrderEvent } from '@lavadero/domain/work-orders/events';
import { describe, expect, it } from 'vitest';
import { evolveWorkOrderRow } from './work-order-view';
import type { WorkOrderRow } from './work-orders.table';

const workOrderId = 'orden-1';
const created: WorkOrderCreated = {
  type: 'WorkOrderCreated',
  data: {
    workOrderId,
    numero: 12,
    customerId: 'cli-1',
    customerNombre: 'María González',
    customerDocNumero: '1234567',
    customerTelefono: null,
    vehicleId: 'veh-1',
    vehiclePlaca: 'ABC 123',
    vehicleMarca: 'Toyota',
    vehicleModelo: 'Corolla',
    vehicleColor: 'Blanco',
    observaciones: null,
    lines: [
      { lineId: 'l-1', kind: 'service', itemId: 'srv-1', nombre: 'Lavado', precio: 35_000, cantidad: 1 },
    ],
    total: 35_000,
    createdBy: 'user-1',
    createdAt: '2026-11-21T13:00:00.000Z',
  },
};
const moved = (from: string, to: string, at: string) =>
  ({ type: 'OrderAdvanced', data: { workOrderId, from, to, by: 'user-1', at } }) as WorkOrderEvent;
const fold = (events: WorkOrderEvent[]) =>
  events.reduce<WorkOrderRow | null>((row, event) => evolveWorkOrderRow(row, event), null);

describe('the work-order row', () => {
  it('records each estado’s instant, and the Asunción day of delivery', () => {
    const row = fold([
      created,
      moved('recibido', 'en_proceso', '2026-11-21T14:00:00.000Z'),
      moved('en_proceso', 'terminado', '2026-11-21T15:00:00.000Z'),
      // 01:00 UTC on the 22nd is 22:00 of the 21st in Asunción.
      moved('terminado', 'entregado', '2026-11-22T01:00:00.000Z'),
    ]);
    expect(row).toMatchObject({
      estado: 'entregado',
      fechaInicio: '2026-11-21T14:00:00.000Z',
      fechaFin: '2026-11-21T15:00:00.000Z',
      fechaEntrega: '2026-11-22T01:00:00.000Z',
      diaEntrega: '2026-11-21',
    });
  });

  it('shows the billing and its void, and drops a deleted order', () => {
    const billed = {
      type: 'WorkOrderBilled',
      data: { workOrderId, saleId: 's-1', numeroFactura: '001-001-0000001', billedBy: 'u', at: 'x' },
    } as const;
    expect(fold([created, billed])).toMatchObject({ saleId: 's-1', numeroFactura: '001-001-0000001' });
    const voided = {
      type: 'WorkOrderBillingVoided',
      data: { workOrderId, saleId: 's-1', voidedBy: 'u', at: 'y' },
    } as const;
    expect(fold([created, billed, voided])).toMatchObject({ saleId: null, numeroFactura: null });
    const deleted = {
      type: 'WorkOrderDeleted',
      data: { workOrderId, numero: 12, deletedBy: 'u', at: 'z' },
    } as const;
    expect(fold([created, deleted])).toBeNull();
  });
});
