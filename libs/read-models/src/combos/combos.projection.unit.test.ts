import type { ComboEvent } from '@lavadero/domain/catalog/combo-events';
import { describe, expect, it } from 'vitest';
import { evolveComboRow } from './combos.projection';

const at = '2026-11-21T12:00:00.000Z';
const later = '2026-11-22T08:00:00.000Z';
const fields = {
  nombre: 'Combo Full',
  descripcion: 'Todo incluido',
  precioTotal: 80000,
  serviceIds: ['s1', 's2'],
};
const created: ComboEvent = {
  type: 'ComboCreated',
  data: { comboId: 'c-1', ...fields, activo: true, createdAt: at },
};
const fold = (events: ComboEvent[]) => events.reduce(evolveComboRow, null);

describe('combos read model', () => {
  it('a new combo is a row holding its members in order', () => {
    expect(fold([created])).toEqual({ id: 'c-1', ...fields, activo: true, createdAt: at, updatedAt: at });
  });

  it('an edit replaces the member list', () => {
    const row = fold([
      created,
      {
        type: 'ComboUpdated',
        data: { comboId: 'c-1', ...fields, serviceIds: ['s3', 's1', 's2'], at: later },
      },
    ]);
    expect(row).toMatchObject({ serviceIds: ['s3', 's1', 's2'], createdAt: at, updatedAt: later });
  });

  it('deactivation keeps the row and its members', () => {
    const row = fold([created, { type: 'ComboDeactivated', data: { comboId: 'c-1', at: later } }]);
    expect(row).toMatchObject({ activo: false, serviceIds: ['s1', 's2'] });
    expect(evolveComboRow(row, { type: 'ComboReactivated', data: { comboId: 'c-1', at } })?.activo).toBe(
      true,
    );
  });

  it('ignores events for a combo it has not seen created', () => {
    expect(evolveComboRow(null, { type: 'ComboDeactivated', data: { comboId: 'c-9', at } })).toBeNull();
  });
});
