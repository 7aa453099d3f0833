import { describe, expect, it } from 'vitest';
import {
  catalog,
  cera,
  create,
  created,
  finished,
  later,
  lavado,
  numbered,
  requested,
  spec,
  update,
  userId,
  vehicle,
  workOrderId,
} from './work-order.fixtures';
import { workOrdersDecider } from './work-orders-decide';

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
