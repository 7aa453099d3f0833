import type { Message } from '../shared/decider';

/** What a person edits on a combo: a package of at least two services sold at one price (guaraníes). */
export interface ComboFields {
  readonly nombre: string;
  readonly descripcion: string | null;
  readonly precioTotal: number;
  /** In the order they were chosen; at least two, no repeats. */
  readonly serviceIds: readonly string[];
}

export type ComboCreated = Message<
  'ComboCreated',
  ComboFields & { readonly comboId: string; readonly activo: boolean; readonly createdAt: string }
>;
/** Carries the whole set of fields after the edit, the member list included. */
export type ComboUpdated = Message<
  'ComboUpdated',
  ComboFields & { readonly comboId: string; readonly at: string }
>;
export type ComboDeactivated = Message<'ComboDeactivated', { readonly comboId: string; readonly at: string }>;
export type ComboReactivated = Message<'ComboReactivated', { readonly comboId: string; readonly at: string }>;

export type ComboEvent = ComboCreated | ComboUpdated | ComboDeactivated | ComboReactivated;

export const COMBO_EVENT_TYPES: readonly ComboEvent['type'][] = [
  'ComboCreated',
  'ComboUpdated',
  'ComboDeactivated',
  'ComboReactivated',
];

export const toComboStreamId = (comboId: string) => `combo-${comboId}`;
