import { ResetSystemBody, ResetSystemReply } from '@lavadero/contracts/system-reset';
import { SYSTEM_RESET_STREAM_ID, systemResetDecider } from '@lavadero/domain/company/system-reset';
import { listCustomers } from '@lavadero/read-models/customers/customers.queries';
import { listVehicles } from '@lavadero/read-models/vehicles/vehicles.queries';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../plugins/commands';
import { releaseWipedClaims } from './release-wiped-claims';

/**
 * POST /api/admin/reset-system (spec 2 §4, §7): a new epoch, recorded as an event. The operational
 * read models start empty again; company, stamp, DNIT settings, users and every number series stay;
 * no event is deleted.
 */
export async function resetRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/admin/reset-system',
    {
      config: { access: 'admin' },
      schema: { tags: ['Administración'], body: ResetSystemBody, response: { 200: ResetSystemReply } },
    },
    async (request) => {
      const actor = actorOf(request);
      const wiped = { customers: await listCustomers(app.readDb), vehicles: await listVehicles(app.readDb) };
      const { events } = await app.dispatch(actor, SYSTEM_RESET_STREAM_ID, systemResetDecider, {
        type: 'ResetSystem',
        data: { userId: actor.userId, now: app.deps.clock.now().toISOString() },
      });
      await releaseWipedClaims(app.deps, actor, wiped);
      return {
        success: true as const,
        message: 'Sistema reseteado exitosamente',
        epoch: events[0]?.data.epoch ?? 0,
      };
    },
  );
}
