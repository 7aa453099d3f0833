import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec';
import { type ComboCommand, comboDecider, type MemberLookup } from './combo-decide';
import type { ComboCreated, ComboEvent } from './combo-events';

const spec = deciderSpec(comboDecider);
const comboId = 'c-1';
const now = '2026-11-21T12:00:00.000Z';
const later = '2026-11-22T09:30:00.000Z';
const services: MemberLookup = {
  s1: { nombre: 'Lavado Básico', activo: true },
  s2: { nombre: 'Encerado', activo: true },
  s3: { nombre: 'Aspirado', activo: true },
  off: { nombre: 'Ozono', activo: false },
};
const fields = { nombre: 'Combo Full', descripcion: null, precioTotal: 80000, serviceIds: ['s1', 's2'] };
const created: ComboCreated = {
  type: 'ComboCreated',
  data: { comboId, ...fields, activo: true, createdAt: now },
};
const deactivated: ComboEvent = { type: 'ComboDeactivated', data: { comboId, at: now } };
const create = (serviceIds: string[]): ComboCommand => ({
  type: 'CreateCombo',
  data: { comboId, ...fields, serviceIds, activo: true, services, now },
});
const update = (data: Partial<Extract<ComboCommand, { type: 'UpdateCombo' }>['data']>): ComboCommand => ({
  type: 'UpdateCombo',
  data: { changes: {}, services, now: later, ...data },
});

describe('combo decider', () => {
  it('creates a combo of two or more active services', () => {
    spec
      .given([])
      .when(create(['s1', 's2']))
      .then([created]);
    spec
      .given([created])
      .when(create(['s1', 's2']))
      .thenThrows('COMBO_EXISTS');
  });

  it('refuses fewer than 2 services, repeats, unknown and inactive services', () => {
    const tooFew = spec
      .given([])
      .when(create(['s1']))
      .thenThrows('COMBO_TOO_FEW_SERVICES');
    expect(tooFew.message).toBe('Un combo debe incluir al menos 2 servicios');
    spec.given([]).when(create([])).thenThrows('COMBO_TOO_FEW_SERVICES');
    spec
      .given([])
      .when(create(['s1', 's1']))
      .thenThrows('COMBO_DUPLICATE_SERVICE');
    spec
      .given([])
      .when(create(['s1', 'nope']))
      .thenThrows('COMBO_UNKNOWN_SERVICE');
    const inactive = spec
      .given([])
      .when(create(['s1', 'off']))
      .thenThrows('COMBO_INACTIVE_SERVICE');
    expect(inactive.message).toContain('"Ozono" está inactivo');
  });

  it('an edit records the whole combo, member list included', () => {
    spec
      .given([created])
      .when(update({ changes: { serviceIds: ['s1', 's2', 's3'], precioTotal: 95000 } }))
      .then([
        {
          type: 'ComboUpdated',
          data: { comboId, ...fields, serviceIds: ['s1', 's2', 's3'], precioTotal: 95000, at: later },
        },
      ]);
    spec
      .given([created])
      .when(update({ changes: { serviceIds: ['s1'] } }))
      .thenThrows('COMBO_TOO_FEW_SERVICES');
    spec
      .given([created])
      .when(update({ changes: { serviceIds: ['s1', 'off'] } }))
      .thenThrows('COMBO_INACTIVE_SERVICE');
  });

  it('an unchanged member list is not judged again, even if a member went inactive since', () => {
    const gone: MemberLookup = { ...services, s2: { nombre: 'Encerado', activo: false } };
    spec
      .given([created])
      .when(update({ changes: { ...fields, precioTotal: 70000 }, services: gone }))
      .then([{ type: 'ComboUpdated', data: { comboId, ...fields, precioTotal: 70000, at: later } }]);
  });

  it('reactivating checks the members again', () => {
    const gone: MemberLookup = { ...services, s2: { nombre: 'Encerado', activo: false } };
    spec
      .given([created, deactivated])
      .when(update({ activo: true, services: gone }))
      .thenThrows('COMBO_INACTIVE_SERVICE');
    spec
      .given([created, deactivated])
      .when(update({ activo: true }))
      .then([{ type: 'ComboReactivated', data: { comboId, at: later } }]);
  });

  it('an edit that changes nothing appends nothing', () => {
    spec
      .given([created])
      .when(update({ changes: { ...fields, serviceIds: ['s1', 's2'] }, activo: true }))
      .then([]);
  });

  it('deactivates softly, and a second deactivation is a no-op', () => {
    spec.given([created]).when({ type: 'DeactivateCombo', data: { now } }).then([deactivated]);
    spec
      .given([created, deactivated])
      .when({ type: 'DeactivateCombo', data: { now: later } })
      .then([]);
    spec
      .given([created])
      .when(update({ activo: false }))
      .then([{ type: 'ComboDeactivated', data: { comboId, at: later } }]);
  });

  it('an unknown combo cannot be edited or deactivated', () => {
    spec.given([]).when(update({})).thenThrows('COMBO_NOT_FOUND');
    spec.given([]).when({ type: 'DeactivateCombo', data: { now } }).thenThrows('COMBO_NOT_FOUND');
  });
});
