import { RecordIdParams } from '@lavadero/contracts/building-blocks';
import { CreateServiceBody, ServiceDto, UpdateServiceBody } from '@lavadero/contracts/catalog';
import { catalogMessages } from '@lavadero/domain/catalog/messages';
import { serviceDecider } from '@lavadero/domain/catalog/service-decide';
import { toServiceStreamId } from '@lavadero/domain/catalog/service-events';
import { NotFoundError } from '@lavadero/domain/shared/errors';
import type { ReadModelDb } from '@lavadero/read-models/database';
import { findServiceById, listServices } from '@lavadero/read-models/services/services.queries';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../plugins/commands';
import { nowIso } from '../plugins/write-deps';
import { toServiceDto } from './catalog-dto';

async function loadService(readDb: ReadModelDb, id: string) {
  const row = await findServiceById(readDb, id);
  if (!row) throw new NotFoundError('SERVICE_NOT_FOUND', catalogMessages.serviceNotFound);
  return toServiceDto(row);
}

const tags = ['Servicios'];

/** GET/POST /api/services, PUT/DELETE /api/services/{id} (spec 2 §7). DELETE deactivates. */
export async function serviceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    '/api/services',
    { config: { access: 'authenticated' }, schema: { tags, response: { 200: z.array(ServiceDto) } } },
    async () => (await listServices(deps.readDb)).map(toServiceDto),
  );

  app.post(
    '/api/services',
    {
      config: { access: 'catalog.edit' },
      schema: { tags, body: CreateServiceBody, response: { 201: ServiceDto } },
    },
    async (request, reply) => {
      const serviceId = deps.ids.newId();
      await deps.dispatch(
        actorOf(request),
        toServiceStreamId(serviceId),
        serviceDecider,
        {
          type: 'CreateService',
          data: { serviceId, ...request.body, now: nowIso(deps) },
        },
        { expectNew: true },
      );
      return reply.status(201).send(await loadService(deps.readDb, serviceId));
    },
  );

  app.put(
    '/api/services/:id',
    {
      config: { access: 'catalog.edit' },
      schema: { tags, params: RecordIdParams, body: UpdateServiceBody, response: { 200: ServiceDto } },
    },
    async (request) => {
      const { id } = request.params;
      const { activo, ...changes } = request.body;
      await deps.dispatch(actorOf(request), toServiceStreamId(id), serviceDecider, {
        type: 'UpdateService',
        data: { changes, activo, now: nowIso(deps) },
      });
      return loadService(deps.readDb, id);
    },
  );

  app.delete(
    '/api/services/:id',
    {
      config: { access: 'catalog.delete' },
      schema: { tags, params: RecordIdParams, response: { 204: z.void() } },
    },
    async (request, reply) => {
      await deps.dispatch(actorOf(request), toServiceStreamId(request.params.id), serviceDecider, {
        type: 'DeactivateService',
        data: { now: nowIso(deps) },
      });
      return reply.status(204).send();
    },
  );
}
