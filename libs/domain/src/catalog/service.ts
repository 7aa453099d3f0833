import { assertNever } from '../shared/decider';
import type { ServiceEvent, ServiceFields } from './service-events';

export type ServiceState =
  | { readonly status: 'absent' }
  | ({ readonly status: 'present'; readonly serviceId: string; readonly activo: boolean } & ServiceFields);

export const initialServiceState = (): ServiceState => ({ status: 'absent' });

export function evolveService(state: ServiceState, event: ServiceEvent): ServiceState {
  if (event.type === 'ServiceCreated') {
    const { createdAt: _, ...service } = event.data;
    return { status: 'present', ...service };
  }
  if (state.status === 'absent') return state;
  switch (event.type) {
    case 'ServiceUpdated': {
      const { at: _, ...fields } = event.data;
      return { ...state, ...fields };
    }
    case 'ServiceDeactivated':
      return { ...state, activo: false };
    case 'ServiceReactivated':
      return { ...state, activo: true };
    default:
      return assertNever(event);
  }
}
