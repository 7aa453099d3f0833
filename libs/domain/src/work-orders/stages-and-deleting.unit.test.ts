import { describe, expect, it } from 'vitest';
import {
  advanced,
  billed,
  created,
  finished,
  later,
  numbered,
  spec,
  update,
  userId,
  workOrderId,
} from './work-order.fixtures';
import type { WorkOrdersEvent } from './work-orders-decide';

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
