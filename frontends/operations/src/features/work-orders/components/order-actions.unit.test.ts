import type { WorkOrderEstado } from '@lavadero/contracts/work-orders';
import { describe, expect, it } from 'vitest';
import { orderActions } from './order-actions';

const actions = (estado: WorkOrderEstado, facturada = false, canWrite = true) =>
  orderActions({ estado, facturada }, canWrite);

describe('orderActions', () => {
  it('moves each stage forward with its own button', () => {
    expect(actions('recibido').advance).toEqual({ to: 'en_proceso', label: 'Iniciar' });
    expect(actions('en_proceso').advance).toEqual({ to: 'terminado', label: 'Finalizar' });
    expect(actions('terminado').advance).toEqual({ to: 'entregado', label: 'Entregar' });
    expect(actions('entregado').advance).toBeNull();
    expect(actions('cancelado').advance).toBeNull();
  });

  it('edits an order only until it is terminado', () => {
    expect(actions('recibido').edit).toBe(true);
    expect(actions('en_proceso').edit).toBe(true);
    expect(actions('terminado').edit).toBe(false);
    expect(actions('entregado').edit).toBe(false);
  });

  it('bills terminado and entregado orders once', () => {
    expect(actions('recibido').bill).toBe(false);
    expect(actions('en_proceso').bill).toBe(false);
    expect(actions('terminado').bill).toBe(true);
    expect(actions('entregado').bill).toBe(true);
    expect(actions('entregado', true).bill).toBe(false);
  });

  it('deletes only orders that were not billed', () => {
    expect(actions('entregado').remove).toBe(true);
    expect(actions('entregado', true).remove).toBe(false);
  });

  it('offers Avisar when the car is ready', () => {
    expect(actions('terminado').notify).toBe(true);
    expect(actions('en_proceso').notify).toBe(false);
    expect(actions('entregado').notify).toBe(false);
  });

  it('shows readonly users no write button at all', () => {
    expect(actions('terminado', false, false)).toEqual({
      advance: null,
      edit: false,
      remove: false,
      bill: false,
      notify: false,
    });
  });
});
