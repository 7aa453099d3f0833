import type { Message } from '../shared/decider';

/** The six service categories (spec 2 §9), as stored on a service. */
export const SERVICE_CATEGORIES = ['basico', 'premium', 'motor', 'tapizado', 'encerado', 'ozono'] as const;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];

/** What a person edits on a service. Money is an integer amount of guaraníes. */
export interface ServiceFields {
  readonly nombre: string;
  readonly descripcion: string | null;
  readonly precio: number;
  readonly duracionMin: number;
  readonly categoria: ServiceCategory;
}

export type ServiceCreated = Message<
  'ServiceCreated',
  ServiceFields & { readonly serviceId: string; readonly activo: boolean; readonly createdAt: string }
>;
/** Carries the whole set of fields after the edit, so a reader never needs the previous event. */
export type ServiceUpdated = Message<
  'ServiceUpdated',
  ServiceFields & { readonly serviceId: string; readonly at: string }
>;
/** The spec's DELETE: the service stays on record (old orders and sales name it), it is only hidden. */
export type ServiceDeactivated = Message<
  'ServiceDeactivated',
  { readonly serviceId: string; readonly at: string }
>;
export type ServiceReactivated = Message<
  'ServiceReactivated',
  { readonly serviceId: string; readonly at: string }
>;

export type ServiceEvent = ServiceCreated | ServiceUpdated | ServiceDeactivated | ServiceReactivated;

export const SERVICE_EVENT_TYPES: readonly ServiceEvent['type'][] = [
  'ServiceCreated',
  'ServiceUpdated',
  'ServiceDeactivated',
  'ServiceReactivated',
];

export const toServiceStreamId = (serviceId: string) => `service-${serviceId}`;
