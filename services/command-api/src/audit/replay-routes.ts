import { EmptyBody } from '@lavadero/contracts/building-blocks';
import { ReplayStatusReply, StartReplayReply } from '@lavadero/contracts/replay-audit';
import { replayAuditDecider } from '@lavadero/domain/audit/replay-audit-decide';
import { REPLAY_AUDIT_STREAM_ID } from '@lavadero/domain/audit/replay-events';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../plugins/commands';
import { nowIso } from '../plugins/write-deps';
import { replayStatus } from './replay-status';

const tags = ['Auditoría'];

/**
 * 'Verificar proyecciones' (issue 20): an admin asks, the fiscal worker replays the log into a
 * scratch schema and compares it with the live read models, the screen polls the run.
 */
export async function replayAuditRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.post(
    '/api/audit/replay',
    {
      config: { access: 'audit.replay' },
      schema: { tags, body: EmptyBody, response: { 202: StartReplayReply } },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const runId = deps.ids.newId();
      await deps.dispatch(actor, REPLAY_AUDIT_STREAM_ID, replayAuditDecider, {
        type: 'RequestProjectionReplay',
        data: { runId, userId: actor.userId, now: nowIso(deps) },
      });
      return reply.status(202).send({ runId });
    },
  );

  app.get(
    '/api/audit/replay',
    { config: { access: 'audit.replay' }, schema: { tags, response: { 200: ReplayStatusReply } } },
    async () => replayStatus(deps),
  );
}
