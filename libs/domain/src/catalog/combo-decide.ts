import { assertNever, type Decider, type Message } from '../shared/decider';
import { IllegalStateError, NotFoundError, ValidationError } from '../shared/errors';
import { type ComboState, evolveCombo, initialComboState } from './combo';
import type { ComboEvent, ComboFields } from './combo-events';
import { catalogMessages } from './messages';

/** A service a combo names, as the caller found it in its own stream (absent: no such service). */
export interface MemberService {
  readonly nombre: string;
  readonly activo: boolean;
}
/** The services the command's member list names, by id; the decider stays free of I/O. */
export type MemberLookup = Readonly<Record<string, MemberService | undefined>>;

export type CreateCombo = Message<
  'CreateCombo',
  ComboFields & {
    readonly comboId: string;
    readonly activo: boolean;
    readonly services: MemberLookup;
    readonly now: string;
  }
>;
/** An edit: fields not given keep their values; `activo` true/false reactivates/deactivates. */
export type UpdateCombo = Message<
  'UpdateCombo',
  {
    readonly changes: Partial<ComboFields>;
    readonly activo?: boolean;
    /** Must cover the member list the combo ends up with. */
    readonly services: MemberLookup;
    readonly now: string;
  }
>;
export type DeactivateCombo = Message<'DeactivateCombo', { readonly now: string }>;

export type ComboCommand = CreateCombo | UpdateCombo | DeactivateCombo;

type PresentCombo = Extract<ComboState, { status: 'present' }>;

function requirePresent(state: ComboState): PresentCombo {
  if (state.status === 'absent') throw new NotFoundError('COMBO_NOT_FOUND', catalogMessages.comboNotFound);
  return state;
}

/** A combo is at least two different services, each one existing and active. */
export function assertMembers(serviceIds: readonly string[], services: MemberLookup): void {
  if (serviceIds.length < 2) {
    throw new ValidationError('COMBO_TOO_FEW_SERVICES', catalogMessages.comboTooFewServices);
  }
  if (new Set(serviceIds).size !== serviceIds.length) {
    throw new ValidationError('COMBO_DUPLICATE_SERVICE', catalogMessages.comboDuplicateService);
  }
  for (const id of serviceIds) {
    const service = services[id];
    if (!service) throw new ValidationError('COMBO_UNKNOWN_SERVICE', catalogMessages.comboUnknownService);
    if (!service.activo) {
      throw new ValidationError(
        'COMBO_INACTIVE_SERVICE',
        catalogMessages.comboInactiveService(service.nombre),
      );
    }
  }
}

const sameMembers = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

function decideUpdate(state: PresentCombo, { data }: UpdateCombo): ComboEvent[] {
  const { comboId } = state;
  const at = data.now;
  const next: ComboFields = {
    nombre: data.changes.nombre ?? state.nombre,
    descripcion: data.changes.descripcion !== undefined ? data.changes.descripcion : state.descripcion,
    precioTotal: data.changes.precioTotal ?? state.precioTotal,
    serviceIds: data.changes.serviceIds ?? state.serviceIds,
  };
  const membersChanged = !sameMembers(next.serviceIds, state.serviceIds);
  const reactivating = data.activo === true && !state.activo;
  // An unchanged member list is not judged again: a service deactivated after the combo was made
  // must not block editing the combo's price; choosing services (or bringing the combo back) is.
  if (membersChanged || reactivating) assertMembers(next.serviceIds, data.services);

  const events: ComboEvent[] = [];
  const fieldsChanged =
    membersChanged ||
    next.nombre !== state.nombre ||
    next.descripcion !== state.descripcion ||
    next.precioTotal !== state.precioTotal;
  if (fieldsChanged) events.push({ type: 'ComboUpdated', data: { comboId, ...next, at } });
  if (reactivating) events.push({ type: 'ComboReactivated', data: { comboId, at } });
  if (data.activo === false && state.activo) events.push({ type: 'ComboDeactivated', data: { comboId, at } });
  return events;
}

export function decideCombo(command: ComboCommand, state: ComboState): ComboEvent[] {
  switch (command.type) {
    case 'CreateCombo': {
      if (state.status === 'present')
        throw new IllegalStateError('COMBO_EXISTS', catalogMessages.comboExists);
      const { now, services, ...combo } = command.data;
      assertMembers(combo.serviceIds, services);
      return [{ type: 'ComboCreated', data: { ...combo, createdAt: now } }];
    }
    case 'UpdateCombo':
      return decideUpdate(requirePresent(state), command);
    case 'DeactivateCombo': {
      const combo = requirePresent(state);
      // Deactivating an inactive combo is a no-op (DELETE is idempotent): no duplicate event.
      if (!combo.activo) return [];
      return [{ type: 'ComboDeactivated', data: { comboId: combo.comboId, at: command.data.now } }];
    }
    default:
      return assertNever(command);
  }
}

export const comboDecider: Decider<ComboState, ComboCommand, ComboEvent> = {
  initialState: initialComboState,
  evolve: evolveCombo,
  decide: decideCombo,
};
