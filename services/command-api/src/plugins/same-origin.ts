import { ForbiddenError } from '@lavadero/domain/shared/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface SameOriginOptions {
  /**
   * The origins the app is opened from (PUBLIC_ORIGINS). Empty: the request's own origin, as the
   * browser addressed it (scheme, host and port; through a trusted proxy, its X-Forwarded-Proto
   * and X-Forwarded-Host).
   */
  readonly publicOrigins: readonly string[];
}

/**
 * Refuses a state-changing request that a browser sent from another origin: `Sec-Fetch-Site:
 * cross-site`, or an `Origin` that is not one of the app's, compared whole (scheme, host and port:
 * another port on the same host is another application). Requests without either header do not
 * come from a page (scripts, curl) and carry no ambient cookie to abuse.
 */
export function isCrossOrigin(request: FastifyRequest, publicOrigins: readonly string[]): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  const normalised = normaliseOrigin(origin);
  if (normalised === null) return true;
  if (publicOrigins.length > 0) return !publicOrigins.includes(normalised);
  return normalised !== normaliseOrigin(`${request.protocol}://${request.host}`);
}

/** Null for `Origin: null` (sandboxed frames, some redirects) and anything unparsable: foreign. */
function normaliseOrigin(origin: string): string | null {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

export default fp(
  async function sameOrigin(app: FastifyInstance, options: SameOriginOptions) {
    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method) || !isCrossOrigin(request, options.publicOrigins)) return;
      throw new ForbiddenError('CROSS_SITE_REQUEST', 'Solicitud rechazada: proviene de otro sitio.');
    });
  },
  { name: 'same-origin' },
);
