import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec';
import type { CreateWorkOrder, WorkOrderCatalog, WorkOrderCommand } from './commands';
import { type WorkOrdersEvent, workOrdersDecider } from './decide';
import type { OrderAdvanced, WorkOrderCreated, WorkOrderEstado, WorkOrderLine } from './events';
import type { WorkOrderNumberAssigned } from './work-order-series';

const spec = deciderSpec(workOrdersDecider);
const workOrderId = 'orden-1';
const userId = 'user-1';
const now = '2026-11-21T13:00:00.000Z';
const later = '2026-11-21T15:30:00.000Z';

const catalog: WorkOrderCatalog = {
  services: {
    'srv-lavado': { nombre: 'Lavado completo', precio: 35_000, activo: true },
    'srv-motor': { nombre: 'Lavado de motor', precio: 50_000, activo: false },
  },
  combos: { 'combo-full': { nombre: 'Combo Full', precio: 120_000, activo: true } },
  products: { 'prod-cera': { nombre: 'Cera líquida', precio: 25_000, activo: true } },
};
const customer = {
  customerId: 'cli-1',
  nombre: 'María González',
  docNumero: '1234567',
  telefono: '0981 123456',
};
const vehicle = {
  vehicleId: 'veh-1',
  customerId: 'cli-1',
  placa: 'ABC 123',
  marca: 'Toyota',
  modelo: 'Corolla',
  color: 'Blanco',
};

const lavado: WorkOrderLine = {
  lineId: 'l-1',
  kind: 'service',
  itemId: 'srv-lavado',
  nombre: 'Lavado completo',
  precio: 35_000,
  cantidad: 2,
};
const cera: WorkOrderLine = {
  lineId: 'l-2',
  kind: 'product',
  itemId: 'prod-cera',
  nombre: 'Cera líquida',
  precio: 25_000,
  cantidad: 1,
};
const requested = ({ lineId, kind, itemId, cantidad }: WorkOrderLine) => ({ lineId, kind, itemId, cantidad });

const create = (changes: Partial<CreateWorkOrder['data']> = {}): CreateWorkOrder => ({
  type: 'CreateWorkOrder',
  data: {
    workOrderId,
    userId,
    now,
    customer,
    vehicle,
    observaciones: 'Rayón en la puerta',
    lines: [requested(lavado)],
    catalog,
    ...changes,
  },
});
const numbered = (numero: number, id = workOrderId): WorkOrderNumberAssigned => ({
  type: 'WorkOrderNumberAssigned',
  data: { numero, workOrderId: id, at: now },
});
const created = (numero = 1): WorkOrderCreated => ({
  type: 'WorkOrderCreated',
  data: {
    workOrderId,
    numero,
    customerId: 'cli-1',
    customerNombre: 'María González',
    customerDocNumero: '1234567',
    customerTelefono: '0981 123456',
    vehicleId: 'veh-1',
    vehiclePlaca: 'ABC 123',
    vehicleMarca: 'Toyota',
    vehicleModelo: 'Corolla',
    vehicleColor: 'Blanco',
    observaciones: 'Rayón en la puerta',
    lines: [lavado],
    total: 70_000,
    createdBy: userId,
    createdAt: now,
  },
});
const advanced = (from: WorkOrderEstado, to: WorkOrderEstado, at = later): OrderAdvanced => ({
  type: 'OrderAdvanced',
  data: { workOrderId, from, to, by: userId, at },
});
const update = (data: Partial<Extract<WorkOrderCommand, { type: 'UpdateWorkOrder' }>['data']>) =>
  ({
    type: 'UpdateWorkOrder',
    data: { workOrderId, userId, now: later, catalog, ...data },
  }) as WorkOrderCommand;
const bill = (saleId = 'sale-1', markAsDelivered = false): WorkOrderCommand => ({
  type: 'BillWorkOrder',
  data: { workOrderId, userId, now: later, saleId, numeroFactura: '001-001-0000001', markAsDelivered },
});
const billed = (saleId = 'sale-1'): WorkOrdersEvent => ({
  type: 'WorkOrderBilled',
  data: { workOrderId, saleId, numeroFactura: '001-001-0000001', billedBy: userId, at: later },
});
const finished = [
  numbered(1),
  created(),
  advanced('recibido', 'en_proceso'),
  advanced('en_proceso', 'terminado'),
];

describe('creating a work order', () => {
  it('takes the next numero of the series and starts recibido, priced from the catalogue', () => {
    spec
      .given([numbered(1, 'otra'), numbered(2, 'otra-mas')])
      .when(create())
      .then([numbered(3), created(3)]);
  });

  it('numbers the first order 1 and totals its lines', () => {
    const events = workOrdersDecider.decide(
      create({ lines: [requested(lavado), requested(cera)] }),
      workOrdersDecider.initialState(),
    );
    expect(events[0]).toEqual(numbered(1));
    expect(events[1]).toMatchObject({ data: { numero: 1, total: 95_000, lines: [lavado, cera] } });
  });

  it('refuses a missing customer or vehicle, and a vehicle of another customer', () => {
    spec
      .given([])
      .when(create({ customer: null }))
      .thenThrows('CUSTOMER_NOT_FOUND');
    spec
      .given([])
      .when(create({ vehicle: null }))
      .thenThrows('VEHICLE_NOT_FOUND');
    spec
      .given([])
      .when(create({ vehicle: { ...vehicle, customerId: 'cli-2' } }))
      .thenThrows('VEHICLE_OF_OTHER_CUSTOMER');
  });

  it('refuses inactive or unknown services and quantities below 1: the order is created whole or not at all', () => {
    spec
      .given([])
      .when(create({ lines: [{ ...requested(lavado), itemId: 'srv-motor' }] }))
      .thenThrows('ITEM_INACTIVE');
    spec
      .given([])
      .when(create({ lines: [{ ...requested(lavado), itemId: 'nada' }] }))
      .thenThrows('SERVICE_NOT_FOUND');
    spec
      .given([])
      .when(create({ lines: [{ ...requested(lavado), cantidad: 0 }] }))
      .thenThrows('INVALID_QUANTITY');
  });

  it('never creates the same order twice', () => {
    spec
      .given([numbered(1), created()])
      .when(create())
      .thenThrows('WORK_ORDER_EXISTS');
  });
});

describe('items', () => {
  it('adds a line at the catalogue price and keeps the total the sum of the lines', () => {
    spec
      .given([numbered(1), created()])
      .when({
        type: 'AddWorkOrderItem',
        data: { workOrderId, userId, now: later, line: requested(cera), catalog },
      })
      .then([{ type: 'WorkOrderItemAdded', data: { workOrderId, line: cera, total: 95_000, at: later } }]);
  });

  it('replaces the lines in an edit, keeping the price of a line already on the order', () => {
    const repriced = { ...catalog, services: { 'srv-lavado': { ...lavado, precio: 40_000, activo: true } } };
    spec
      .given([numbered(1), created()])
      .when(
        update({
          lines: [{ ...requested(lavado), lineId: 'nuevo', cantidad: 1 }, requested(cera)],
          catalog: repriced,
        }),
      )
      .then([
        {
          type: 'WorkOrderEdited',
          data: {
            workOrderId,
            observaciones: 'Rayón en la puerta',
            lines: [{ ...lavado, cantidad: 1 }, cera],
            total: 60_000,
            editedBy: userId,
            at: later,
          },
        },
      ]);
  });

  it('refuses edits once the order is terminado', () => {
    spec
      .given(finished)
      .when(update({ observaciones: 'otra cosa' }))
      .thenThrows('WORK_ORDER_NOT_EDITABLE');
    spec
      .given(finished)
      .when({
        type: 'AddWorkOrderItem',
        data: { workOrderId, userId, now: later, line: requested(cera), catalog },
      })
      .thenThrows('WORK_ORDER_NOT_EDITABLE');
  });

  it('an edit that changes nothing appends nothing, in any estado', () => {
    spec
      .given(finished)
      .when(update({ observaciones: 'Rayón en la puerta', lines: [requested(lavado)] }))
      .then([]);
  });
});

describe('estado transitions', () => {
  it('moves recibido → en_proceso → terminado → entregado, each at the server’s time', () => {
    spec
      .given([numbered(1), created()])
      .when(update({ estado: 'en_proceso' }))
      .then([advanced('recibido', 'en_proceso')]);
    spec
      .given([numbered(1), created(), advanced('recibido', 'en_proceso')])
      .when(update({ estado: 'terminado' }))
      .then([advanced('en_proceso', 'terminado')]);
    spec
      .given(finished)
      .when(update({ estado: 'entregado' }))
      .then([advanced('terminado', 'entregado')]);
  });

  it('cancels from recibido or en_proceso only', () => {
    spec
      .given([numbered(1), created()])
      .when(update({ estado: 'cancelado' }))
      .then([advanced('recibido', 'cancelado')]);
    spec
      .given([numbered(1), created(), advanced('recibido', 'en_proceso')])
      .when(update({ estado: 'cancelado' }))
      .then([advanced('en_proceso', 'cancelado')]);
    spec
      .given(finished)
      .when(update({ estado: 'cancelado' }))
      .thenThrows('TRANSITION_NOT_ALLOWED');
  });

  it('refuses any other move with the from and to in the message', () => {
    const error = spec
      .given([numbered(1), created()])
      .when(update({ estado: 'terminado' }))
      .thenThrows('TRANSITION_NOT_ALLOWED');
    expect(error.message).toBe('Transición no permitida: recibido → terminado');
    const back = spec
      .given(finished)
      .when(update({ estado: 'en_proceso' }))
      .thenThrows('TRANSITION_NOT_ALLOWED');
    expect(back.message).toBe('Transición no permitida: terminado → en_proceso');
    spec
      .given([...finished, advanced('terminado', 'entregado')])
      .when(update({ estado: 'recibido' }))
      .thenThrows('TRANSITION_NOT_ALLOWED');
  });

  it('the current estado sent again is no move', () => {
    spec
      .given([numbered(1), created()])
      .when(update({ estado: 'recibido' }))
      .then([]);
  });
});

describe('deleting', () => {
  it('deletes an unbilled order; it is gone for every later command', () => {
    const deleted: WorkOrdersEvent = {
      type: 'WorkOrderDeleted',
      data: { workOrderId, numero: 1, deletedBy: userId, at: later },
    };
    spec
      .given([numbered(1), created()])
      .when({ type: 'DeleteWorkOrder', data: { workOrderId, userId, now: later } })
      .then([deleted]);
    spec
      .given([numbered(1), created(), deleted])
      .when(update({ estado: 'en_proceso' }))
      .thenThrows('WORK_ORDER_NOT_FOUND');
  });

  it('refuses to delete a billed order', () => {
    spec
      .given([...finished, billed()])
      .when({ type: 'DeleteWorkOrder', data: { workOrderId, userId, now: later } })
      .thenThrows('WORK_ORDER_BILLED');
  });
});

describe('billing', () => {
  it('bills a terminado order once, delivering it when asked', () => {
    spec.given(finished).when(bill()).then([billed()]);
    spec
      .given(finished)
      .when(bill('sale-1', true))
      .then([billed(), advanced('terminado', 'entregado')]);
    spec
      .given([...finished, advanced('terminado', 'entregado')])
      .when(bill('sale-1', true))
      .then([billed()]);
  });

  it('a second billing is refused; the same sale again is a retry', () => {
    const error = spec
      .given([...finished, billed()])
      .when(bill('sale-2'))
      .thenThrows('WORK_ORDER_ALREADY_BILLED');
    expect(error.message).toBe('La orden ya fue facturada');
    spec
      .given([...finished, billed()])
      .when(bill('sale-1'))
      .then([]);
  });

  it('refuses an order that is not terminado or entregado', () => {
    spec
      .given([numbered(1), created()])
      .when(bill())
      .thenThrows('WORK_ORDER_NOT_BILLABLE');
  });

  it('the void of the sale that billed the order makes it billable again; another sale’s void changes nothing', () => {
    const voidBilling = (saleId: string): WorkOrderCommand => ({
      type: 'VoidWorkOrderBilling',
      data: { workOrderId, userId, now: later, saleId },
    });
    const unbilled: WorkOrdersEvent = {
      type: 'WorkOrderBillingVoided',
      data: { workOrderId, saleId: 'sale-1', voidedBy: userId, at: later },
    };
    spec
      .given([...finished, billed()])
      .when(voidBilling('sale-1'))
      .then([unbilled]);
    spec
      .given([...finished, billed()])
      .when(voidBilling('sale-2'))
      .then([]);
    spec
      .given([...finished, billed(), unbilled])
      .when(bill('sale-2'))
      .then([billed('sale-2')]);
  });
});
