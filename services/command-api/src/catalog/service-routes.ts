import { randomUUID } from 'node:crypto';
import { CreateServiceBody, UpdateServiceBody } from '@lavadero/contracts/catalog';
import { IdParams } from '@lavadero/contracts/users';
import { catalogMessages } from '@lavadero/domain/catalog/messages';
import { serviceDecider } from '@lavadero/domain/catalog/service-decide';
import { toServiceStreamId } from '@lavadero/domain/catalog/service-events';
import { NotFoundError } from '@lavadero/domain/shared/errors';
import { findServiceById, listServices } from '@lavadero/read-models/services/services.queries';
import type { FastifyInstance } from 'fastify';
import { parse } from '../http/parse';
import { actorOf } from '../plugins/commands';
import { toServiceDto } from './catalog-dto';

async function loadService(app: FastifyInstance, id: string) {
  const row = await findServiceById(app.readDb, id);
  if (!row) throw new NotFoundError('SERVICE_NOT_FOUND', catalogMessages.serviceNotFound);
  return toServiceDto(row);
}

/** GET/POST /api/services, PUT/DELETE /api/services/{id} (spec 2 §7). DELETE deactivates. */
export async function serviceRoutes(app: FastifyInstance) {
  app.get('/api/services', { config: { access: 'authenticated' } }, async () =>
    (await listServices(app.readDb)).map(toServiceDto),
  );

  app.post('/api/services', { config: { access: 'writer' } }, async (request, reply) => {
    const { activo, ...fields } = parse(CreateServiceBody, request.body);
    const serviceId = randomUUID();
    await app.dispatch(actorOf(request), toServiceStreamId(serviceId), serviceDecider, {
      type: 'CreateService',
      data: { serviceId, ...fields, activo, now: new Date().toISOString() },
    });
    return reply.status(201).send(await loadService(app, serviceId));
  });

  app.put('/api/services/:id', { config: { access: 'writer' } }, async (request) => {
    const { id } = parse(IdParams, request.params);
    const { activo, ...changes } = parse(UpdateServiceBody, request.body);
    await app.dispatch(actorOf(request), toServiceStreamId(id), serviceDecider, {
      type: 'UpdateService',
      data: { changes, activo, now: new Date().toISOString() },
    });
    return loadService(app, id);
  });

  app.delete('/api/services/:id', { config: { access: 'writer' } }, async (request, reply) => {
    const { id } = parse(IdParams, request.params);
    await app.dispatch(actorOf(request), toServiceStreamId(id), serviceDecider, {
      type: 'DeactivateService',
      data: { now: new Date().toISOString() },
    });
    return reply.status(204).send();
  });
}
