import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HSTS, helmetOptions } from '../http/security-policy';

export interface SecurityHeadersOptions {
  /** The runtime manifest's remote entry URLs: their origins may serve scripts and styles. */
  readonly remoteUrls: Iterable<string>;
}

/** Security headers on every answer, pages and API alike; HSTS only on requests that came over TLS. */
export default fp(
  async function securityHeaders(app: FastifyInstance, opts: SecurityHeadersOptions) {
    await app.register(helmet, { ...helmetOptions(opts.remoteUrls), global: true });
    app.addHook('onRequest', async (request, reply) => {
      // trustProxy is on, so a TLS-terminating proxy's X-Forwarded-Proto counts.
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    });
  },
  { name: 'security-headers' },
);
