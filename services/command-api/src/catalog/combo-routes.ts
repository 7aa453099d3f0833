import { randomUUID } from 'node:crypto';
import { CreateComboBody, UpdateComboBody } from '@lavadero/contracts/catalog';
import { IdParams } from '@lavadero/contracts/users';
import { comboDecider } from '@lavadero/domain/catalog/combo-decide';
import { toComboStreamId } from '@lavadero/domain/catalog/combo-events';
import { catalogMessages } from '@lavadero/domain/catalog/messages';
import { NotFoundError } from '@lavadero/domain/shared/errors';
import { findComboById, listCombos } from '@lavadero/read-models/combos/combos.queries';
import type { FastifyInstance } from 'fastify';
import { parse } from '../http/parse';
import { actorOf } from '../plugins/commands';
import { toComboDto } from './catalog-dto';
import { loadMemberServices } from './member-services';

async function loadCombo(app: FastifyInstance, id: string) {
  const row = await findComboById(app.readDb, id);
  if (!row) throw new NotFoundError('COMBO_NOT_FOUND', catalogMessages.comboNotFound);
  return toComboDto(row);
}

/** GET/POST /api/service-combos, PUT/DELETE /api/service-combos/{id} (spec 2 §7). DELETE deactivates. */
export async function comboRoutes(app: FastifyInstance) {
  app.get('/api/service-combos', { config: { access: 'authenticated' } }, async () =>
    (await listCombos(app.readDb)).map(toComboDto),
  );

  app.post('/api/service-combos', { config: { access: 'writer' } }, async (request, reply) => {
    const { activo, ...fields } = parse(CreateComboBody, request.body);
    const comboId = randomUUID();
    const services = await loadMemberServices(app.store, fields.serviceIds);
    await app.dispatch(actorOf(request), toComboStreamId(comboId), comboDecider, {
      type: 'CreateCombo',
      data: { comboId, ...fields, activo, services, now: new Date().toISOString() },
    });
    return reply.status(201).send(await loadCombo(app, comboId));
  });

  app.put('/api/service-combos/:id', { config: { access: 'writer' } }, async (request) => {
    const { id } = parse(IdParams, request.params);
    const { activo, ...changes } = parse(UpdateComboBody, request.body);
    // Built from the combo's state: the member list it ends up with is the one to look up.
    await app.dispatch(actorOf(request), toComboStreamId(id), comboDecider, async (state) => {
      const serviceIds = changes.serviceIds ?? (state.status === 'present' ? state.serviceIds : []);
      return {
        type: 'UpdateCombo' as const,
        data: {
          changes,
          activo,
          services: await loadMemberServices(app.store, serviceIds),
          now: new Date().toISOString(),
        },
      };
    });
    return loadCombo(app, id);
  });

  app.delete('/api/service-combos/:id', { config: { access: 'writer' } }, async (request, reply) => {
    const { id } = parse(IdParams, request.params);
    await app.dispatch(actorOf(request), toComboStreamId(id), comboDecider, {
      type: 'DeactivateCombo',
      data: { now: new Date().toISOString() },
    });
    return reply.status(204).send();
  });
}
