import { COMBO_EVENT_TYPES, type ComboEvent } from '@lavadero/domain/catalog/combo-events';
import { assertNever } from '@lavadero/domain/shared/decider';
import { entityProjection } from '../entity-projection';
import type { ComboRow } from './combos.table';

/** Pure: the combo row after one event (null before the combo exists). */
export function evolveComboRow(row: ComboRow | null, event: ComboEvent): ComboRow | null {
  if (event.type === 'ComboCreated') {
    const { comboId, createdAt, serviceIds, ...combo } = event.data;
    return { id: comboId, ...combo, serviceIds: [...serviceIds], createdAt, updatedAt: createdAt };
  }
  if (row === null) return null;
  switch (event.type) {
    case 'ComboUpdated': {
      const { comboId: _, at, serviceIds, ...fields } = event.data;
      return { ...row, ...fields, serviceIds: [...serviceIds], updatedAt: at };
    }
    case 'ComboDeactivated':
      return { ...row, activo: false, updatedAt: event.data.at };
    case 'ComboReactivated':
      return { ...row, activo: true, updatedAt: event.data.at };
    default:
      return assertNever(event);
  }
}

export const combosProjection = entityProjection({
  name: 'service-combos',
  table: 'serviceCombos',
  handles: COMBO_EVENT_TYPES,
  idOf: (event: ComboEvent) => event.data.comboId,
  evolve: evolveComboRow,
});
