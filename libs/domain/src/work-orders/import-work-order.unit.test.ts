import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec';
import {
  type ImportWorkOrder,
  importedWorkOrderDecider,
  importedWorkOrderNumberDecider,
} from './import-work-order-decide';
import type { WorkOrderNumberAssigned } from './work-order-series';

const workOrderId = '33333333-3333-4333-8333-333333333333';
const admin = 'admin-1';
const at = (hour: number) => `2025-05-10T${String(hour).padStart(2, '0')}:00:00.000Z`;
const line = {
  lineId: 'l1',
  kind: 'service' as const,
  itemId: 's1',
  nombre: 'Lavado',
  precio: 30_000,
  cantidad: 2,
};

function importOrder(changes: Partial<ImportWorkOrder['data']> = {}): ImportWorkOrder {
  return {
    type: 'ImportWorkOrder',
    data: {
      workOrderId,
      numero: 17,
      estado: 'recibido',
      observaciones: null,
      lines: [line],
      createdAt: at(8),
      fechaInicio: null,
      fechaFin: null,
      fechaEntrega: null,
      billedBy: null,
      importedBy: admin,
      customerId: 'c1',
      customerNombre: 'Ana',
      customerDocNumero: '123',
      customerTelefono: null,
      vehicleId: 'v1',
      vehiclePlaca: 'ABC 123',
      vehicleMarca: 'Kia',
      vehicleModelo: 'Rio',
      vehicleColor: 'Rojo',
      ...changes,
    },
  };
}

describe('importing a historical work order', () => {
  const decide = (command: ImportWorkOrder) =>
    importedWorkOrderDecider.decide(command, importedWorkOrderDecider.initialState());

  it('keeps its numero, lines at their prices and total', () => {
    expect(decide(importOrder())).toEqual([
      expect.objectContaining({
        type: 'WorkOrderCreated',
        data: expect.objectContaining({ numero: 17, lines: [line], total: 60_000, createdAt: at(8) }),
      }),
    ]);
  });

  it('reaches its estado by the live steps, each at the date the order recorded', () => {
    const events = decide(
      importOrder({ estado: 'entregado', fechaInicio: at(9), fechaFin: at(10), fechaEntrega: at(11) }),
    );
    expect(events.slice(1).map((e) => e.data)).toEqual([
      { workOrderId, from: 'recibido', to: 'en_proceso', by: admin, at: at(9) },
      { workOrderId, from: 'en_proceso', to: 'terminado', by: admin, at: at(10) },
      { workOrderId, from: 'terminado', to: 'entregado', by: admin, at: at(11) },
    ]);
  });

  it('records the sale that billed it, and nothing for an order already there', () => {
    const billedBy = { saleId: 'sale-1', numeroFactura: '001-001-0000001' };
    const events = decide(
      importOrder({ estado: 'terminado', fechaInicio: at(9), fechaFin: at(10), billedBy }),
    );
    expect(events.at(-1)).toMatchObject({ type: 'WorkOrderBilled', data: billedBy });
    deciderSpec(importedWorkOrderDecider).given(events).when(importOrder()).then([]);
  });
});

describe('an imported order numero', () => {
  const spec = deciderSpec(importedWorkOrderNumberDecider);
  const assigned = (numero: number, id: string): WorkOrderNumberAssigned => ({
    type: 'WorkOrderNumberAssigned',
    data: { numero, workOrderId: id, at: at(8) },
  });
  const number = (numero: number, heldBy: string | null = null) => ({
    type: 'ImportWorkOrderNumber' as const,
    data: { numero, workOrderId, heldBy, now: at(8) },
  });

  it('continues the series above its highest numero; the same order again is nothing new', () => {
    spec
      .given([assigned(3, 'otra')])
      .when(number(9))
      .then([assigned(9, workOrderId)]);
    spec
      .given([assigned(3, workOrderId)])
      .when(number(3, workOrderId))
      .then([]);
  });

  it('is never a numero of another order, nor one behind the highest', () => {
    spec
      .given([assigned(3, 'otra')])
      .when(number(3, 'otra'))
      .thenThrows('WORK_ORDER_NUMBER_TAKEN');
    spec
      .given([assigned(5, 'otra')])
      .when(number(4))
      .thenThrows('WORK_ORDER_NUMBER_BEHIND');
  });
});
