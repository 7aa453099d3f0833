import { describe, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec';
import { serviceDecider } from './service-decide';
import type { ServiceCreated, ServiceEvent } from './service-events';

const spec = deciderSpec(serviceDecider);
const serviceId = 's-1';
const now = '2026-11-21T12:00:00.000Z';
const later = '2026-11-22T09:30:00.000Z';
const fields = {
  nombre: 'Lavado Básico',
  descripcion: 'Exterior e interior',
  precio: 35000,
  duracionMin: 30,
  categoria: 'basico' as const,
};
const created: ServiceCreated = {
  type: 'ServiceCreated',
  data: { serviceId, ...fields, activo: true, createdAt: now },
};
const deactivated: ServiceEvent = { type: 'ServiceDeactivated', data: { serviceId, at: now } };

describe('service decider', () => {
  it('creates a service once', () => {
    spec
      .given([])
      .when({ type: 'CreateService', data: { serviceId, ...fields, activo: true, now } })
      .then([created]);
    spec
      .given([created])
      .when({ type: 'CreateService', data: { serviceId, ...fields, activo: true, now } })
      .thenThrows('SERVICE_EXISTS');
  });

  it('an edit records the whole service after the change', () => {
    spec
      .given([created])
      .when({ type: 'UpdateService', data: { changes: { precio: 40000, descripcion: null }, now: later } })
      .then([
        {
          type: 'ServiceUpdated',
          data: { serviceId, ...fields, precio: 40000, descripcion: null, at: later },
        },
      ]);
  });

  it('an edit that changes nothing appends nothing', () => {
    spec
      .given([created])
      .when({ type: 'UpdateService', data: { changes: { ...fields }, activo: true, now: later } })
      .then([]);
  });

  it('an edit that sets activo back to true reactivates the service', () => {
    spec
      .given([created, deactivated])
      .when({
        type: 'UpdateService',
        data: { changes: { nombre: 'Lavado Simple' }, activo: true, now: later },
      })
      .then([
        { type: 'ServiceUpdated', data: { serviceId, ...fields, nombre: 'Lavado Simple', at: later } },
        { type: 'ServiceReactivated', data: { serviceId, at: later } },
      ]);
  });

  it('an edit may deactivate too', () => {
    spec
      .given([created])
      .when({ type: 'UpdateService', data: { changes: {}, activo: false, now: later } })
      .then([{ type: 'ServiceDeactivated', data: { serviceId, at: later } }]);
  });

  it('deactivates softly, and a second deactivation is a no-op', () => {
    spec.given([created]).when({ type: 'DeactivateService', data: { now } }).then([deactivated]);
    spec
      .given([created, deactivated])
      .when({ type: 'DeactivateService', data: { now: later } })
      .then([]);
  });

  it('an unknown service cannot be edited or deactivated', () => {
    spec
      .given([])
      .when({ type: 'UpdateService', data: { changes: {}, now } })
      .thenThrows('SERVICE_NOT_FOUND');
    spec.given([]).when({ type: 'DeactivateService', data: { now } }).thenThrows('SERVICE_NOT_FOUND');
  });
});
