import { ResetSystemBody, ResetSystemReply } from '@lavadero/contracts/system-reset';
import {
  SYSTEM_RESET_STREAM_ID,
  type SystemReset,
  systemResetDecider,
} from '@lavadero/domain/company/system-reset-decide';
import { decideStream } from '@lavadero/domain/shared/stream-plan';
import { listCustomers } from '@lavadero/read-models/customers/customers.queries';
import { listVehicles } from '@lavadero/read-models/vehicles/vehicles.queries';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../plugins/commands';
import { nowIso } from '../plugins/write-deps';
import { wipedClaimReleases } from './release-wiped-claims';

/**
 * POST /api/admin/reset-system (spec 2 §4, §7): a new epoch, recorded as an event. The operational
 * read models start empty again; company, stamp, DNIT settings, users and every number series stay;
 * no event is deleted.
 */
export async function resetRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  app.post(
    '/api/admin/reset-system',
    {
      config: { access: 'system.reset' },
      schema: { tags: ['Administración'], body: ResetSystemBody, response: { 200: ResetSystemReply } },
    },
    async (request) => {
      const actor = actorOf(request);
      const wiped = {
        customers: await listCustomers(deps.readDb),
        vehicles: await listVehicles(deps.readDb),
      };
      const releases = wipedClaimReleases(wiped);
      // The new epoch and the freed documents and plates: one append, all or nothing.
      const { appended } = await deps.dispatchToStreams(
        actor,
        [SYSTEM_RESET_STREAM_ID, ...releases.keys()],
        (histories) => [
          decideStream(systemResetDecider, SYSTEM_RESET_STREAM_ID, histories, {
            type: 'ResetSystem',
            data: { userId: actor.userId, now: nowIso(deps) },
          }),
          ...[...releases.values()].map((release) => release(histories)),
        ],
      );
      const reset = appended[0]?.events[0] as SystemReset | undefined;
      return {
        success: true as const,
        message: 'Sistema reseteado exitosamente',
        epoch: reset?.data.epoch ?? 0,
      };
    },
  );
}
