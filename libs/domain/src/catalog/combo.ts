import { assertNever } from '../shared/decider';
import type { ComboEvent, ComboFields } from './combo-events';

export type ComboState =
  | { readonly status: 'absent' }
  | ({ readonly status: 'present'; readonly comboId: string; readonly activo: boolean } & ComboFields);

export const initialComboState = (): ComboState => ({ status: 'absent' });

export function evolveCombo(state: ComboState, event: ComboEvent): ComboState {
  if (event.type === 'ComboCreated') {
    const { createdAt: _, ...combo } = event.data;
    return { status: 'present', ...combo };
  }
  if (state.status === 'absent') return state;
  switch (event.type) {
    case 'ComboUpdated': {
      const { at: _, ...fields } = event.data;
      return { ...state, ...fields };
    }
    case 'ComboDeactivated':
      return { ...state, activo: false };
    case 'ComboReactivated':
      return { ...state, activo: true };
    default:
      return assertNever(event);
  }
}
