import { SERVICE_EVENT_TYPES, type ServiceEvent } from '@lavadero/domain/catalog/service-events';
import { assertNever } from '@lavadero/domain/shared/decider';
import { entityProjection } from '../entity-projection';
import type { ServiceRow } from './services.table';

/** Pure: the services row after one event (null before the service exists). */
export function evolveServiceRow(row: ServiceRow | null, event: ServiceEvent): ServiceRow | null {
  if (event.type === 'ServiceCreated') {
    const { serviceId, createdAt, ...service } = event.data;
    return { id: serviceId, ...service, createdAt, updatedAt: createdAt };
  }
  if (row === null) return null;
  switch (event.type) {
    case 'ServiceUpdated': {
      const { serviceId: _, at, ...fields } = event.data;
      return { ...row, ...fields, updatedAt: at };
    }
    case 'ServiceDeactivated':
      return { ...row, activo: false, updatedAt: event.data.at };
    case 'ServiceReactivated':
      return { ...row, activo: true, updatedAt: event.data.at };
    default:
      return assertNever(event);
  }
}

export const servicesProjection = entityProjection({
  name: 'services',
  table: 'services',
  handles: SERVICE_EVENT_TYPES,
  idOf: (event: ServiceEvent) => event.data.serviceId,
  evolve: evolveServiceRow,
});
