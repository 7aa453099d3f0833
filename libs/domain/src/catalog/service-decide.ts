import { assertNever, type Decider, type Message } from '../shared/decider';
import { IllegalStateError, NotFoundError } from '../shared/errors';
import { catalogMessages } from './messages';
import { evolveService, initialServiceState, type ServiceState } from './service';
import type { ServiceEvent, ServiceFields } from './service-events';

export type CreateService = Message<
  'CreateService',
  ServiceFields & { readonly serviceId: string; readonly activo: boolean; readonly now: string }
>;
/** An edit: fields not given keep their values; `activo` true/false reactivates/deactivates. */
export type UpdateService = Message<
  'UpdateService',
  { readonly changes: Partial<ServiceFields>; readonly activo?: boolean; readonly now: string }
>;
export type DeactivateService = Message<'DeactivateService', { readonly now: string }>;

export type ServiceCommand = CreateService | UpdateService | DeactivateService;

type PresentService = Extract<ServiceState, { status: 'present' }>;

const FIELD_NAMES = ['nombre', 'descripcion', 'precio', 'duracionMin', 'categoria'] as const;

function requirePresent(state: ServiceState): PresentService {
  if (state.status === 'absent')
    throw new NotFoundError('SERVICE_NOT_FOUND', catalogMessages.serviceNotFound);
  return state;
}

/** Emits only what changed: an edit that changes nothing appends nothing. */
function decideUpdate(state: PresentService, { data }: UpdateService): ServiceEvent[] {
  const { serviceId } = state;
  const at = data.now;
  const next: ServiceFields = {
    nombre: data.changes.nombre ?? state.nombre,
    descripcion: data.changes.descripcion !== undefined ? data.changes.descripcion : state.descripcion,
    precio: data.changes.precio ?? state.precio,
    duracionMin: data.changes.duracionMin ?? state.duracionMin,
    categoria: data.changes.categoria ?? state.categoria,
  };
  const events: ServiceEvent[] = [];
  if (FIELD_NAMES.some((name) => next[name] !== state[name])) {
    events.push({ type: 'ServiceUpdated', data: { serviceId, ...next, at } });
  }
  if (data.activo === true && !state.activo)
    events.push({ type: 'ServiceReactivated', data: { serviceId, at } });
  if (data.activo === false && state.activo)
    events.push({ type: 'ServiceDeactivated', data: { serviceId, at } });
  return events;
}

export function decideService(command: ServiceCommand, state: ServiceState): ServiceEvent[] {
  switch (command.type) {
    case 'CreateService': {
      if (state.status === 'present')
        throw new IllegalStateError('SERVICE_EXISTS', catalogMessages.serviceExists);
      const { now, ...service } = command.data;
      return [{ type: 'ServiceCreated', data: { ...service, createdAt: now } }];
    }
    case 'UpdateService':
      return decideUpdate(requirePresent(state), command);
    case 'DeactivateService': {
      const service = requirePresent(state);
      // Deactivating an inactive service is a no-op (DELETE is idempotent): no duplicate event.
      if (!service.activo) return [];
      return [{ type: 'ServiceDeactivated', data: { serviceId: service.serviceId, at: command.data.now } }];
    }
    default:
      return assertNever(command);
  }
}

export const serviceDecider: Decider<ServiceState, ServiceCommand, ServiceEvent> = {
  initialState: initialServiceState,
  evolve: evolveService,
  decide: decideService,
};
