import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const HealthReply = z.object({ status: z.literal('ok') });

/** Liveness for load balancers and the start scripts; public. */
export async function healthRoute(fastify: FastifyInstance) {
  fastify
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/health',
      { config: { access: 'public' }, schema: { tags: ['Sistema'], response: { 200: HealthReply } } },
      async () => ({ status: 'ok' as const }),
    );
}
