import { RecordIdParams } from '@lavadero/contracts/building-blocks';
import { ComboDto, CreateComboBody, UpdateComboBody } from '@lavadero/contracts/catalog';
import { comboDecider } from '@lavadero/domain/catalog/combo-decide';
import { toComboStreamId } from '@lavadero/domain/catalog/combo-events';
import { catalogMessages } from '@lavadero/domain/catalog/messages';
import { NotFoundError } from '@lavadero/domain/shared/errors';
import { findComboById, listCombos } from '@lavadero/read-models/combos/combos.queries';
import type { ReadModelDb } from '@lavadero/read-models/database';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../plugins/commands';
import { nowIso } from '../plugins/write-deps';
import { toComboDto } from './catalog-dto';
import { loadMemberServices } from './member-services';

async function loadCombo(readDb: ReadModelDb, id: string) {
  const row = await findComboById(readDb, id);
  if (!row) throw new NotFoundError('COMBO_NOT_FOUND', catalogMessages.comboNotFound);
  return toComboDto(row);
}

const tags = ['Combos'];

/** GET/POST /api/service-combos, PUT/DELETE /api/service-combos/{id} (spec 2 §7). DELETE deactivates. */
export async function comboRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    '/api/service-combos',
    { config: { access: 'authenticated' }, schema: { tags, response: { 200: z.array(ComboDto) } } },
    async () => (await listCombos(deps.readDb)).map(toComboDto),
  );

  app.post(
    '/api/service-combos',
    {
      config: { access: 'catalog.edit' },
      schema: { tags, body: CreateComboBody, response: { 201: ComboDto } },
    },
    async (request, reply) => {
      const comboId = deps.ids.newId();
      const services = await loadMemberServices(deps.store, request.body.serviceIds);
      await deps.dispatch(
        actorOf(request),
        toComboStreamId(comboId),
        comboDecider,
        {
          type: 'CreateCombo',
          data: { comboId, ...request.body, services, now: nowIso(deps) },
        },
        { expectNew: true },
      );
      return reply.status(201).send(await loadCombo(deps.readDb, comboId));
    },
  );

  app.put(
    '/api/service-combos/:id',
    {
      config: { access: 'catalog.edit' },
      schema: { tags, params: RecordIdParams, body: UpdateComboBody, response: { 200: ComboDto } },
    },
    async (request) => {
      const { id } = request.params;
      const { activo, ...changes } = request.body;
      // Built from the combo's state: the member list it ends up with is the one to look up.
      await deps.dispatch(actorOf(request), toComboStreamId(id), comboDecider, async (state) => {
        const serviceIds = changes.serviceIds ?? (state.status === 'present' ? state.serviceIds : []);
        return {
          type: 'UpdateCombo' as const,
          data: {
            changes,
            activo,
            services: await loadMemberServices(deps.store, serviceIds),
            now: nowIso(deps),
          },
        };
      });
      return loadCombo(deps.readDb, id);
    },
  );

  app.delete(
    '/api/service-combos/:id',
    {
      config: { access: 'catalog.delete' },
      schema: { tags, params: RecordIdParams, response: { 204: z.void() } },
    },
    async (request, reply) => {
      await deps.dispatch(actorOf(request), toComboStreamId(request.params.id), comboDecider, {
        type: 'DeactivateCombo',
        data: { now: nowIso(deps) },
      });
      return reply.status(204).send();
    },
  );
}
