import { ForbiddenError } from '@lavadero/domain/shared/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses a state-changing request that a browser sent from another site: `Sec-Fetch-Site:
 * cross-site`, or an `Origin` whose host name is not the one the request was addressed to. Ports are
 * not compared: the proxies in front (nginx's `$host`, the distributed mode's shell server) do not
 * keep them, and a browser's "same site" ignores them too. Requests without either header do not
 * come from a page (scripts, curl) and carry no ambient cookie to abuse.
 */
export function isCrossSite(request: FastifyRequest): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  return originHostname(origin) !== request.hostname.toLowerCase();
}

/** Null for `Origin: null` (sandboxed frames, some redirects) and anything unparsable: foreign. */
function originHostname(origin: string): string | null {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.hostname.toLowerCase() : null;
  } catch {
    return null;
  }
}

export default fp(
  async function sameOrigin(app: FastifyInstance) {
    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method) || !isCrossSite(request)) return;
      throw new ForbiddenError('CROSS_SITE_REQUEST', 'Solicitud rechazada: proviene de otro sitio.');
    });
  },
  { name: 'same-origin' },
);
