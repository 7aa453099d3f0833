import secureSession from '@fastify/secure-session';
import { resolveKey } from '@lavadero/platform/key-file';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type DeviceCookies, deviceCookies } from '../users/device-cookie';

export const SESSION_COOKIE = 'lavadero_session';

declare module 'fastify' {
  interface FastifyInstance {
    /** The login's device cookies, signed with a key derived from the session key. */
    deviceCookies: DeviceCookies;
  }
}

declare module '@fastify/secure-session' {
  interface SessionData {
    userId: string;
    /** The server-side session (sessions read model) this cookie belongs to; it can be ended there. */
    sessionId: string;
  }
}

/**
 * The key that encrypts session cookies. Distributed mode takes it from SESSION_SECRET (every API
 * replica must share it); embedded mode keeps a random one under the data folder, so sessions
 * survive restarts without anyone having to configure a secret.
 */
export function resolveSessionKey(secret: string | null, dataDir: string): Promise<Buffer> {
  return resolveKey(secret, dataDir, 'session.key');
}

export default fp(
  async function sessions(app: FastifyInstance, opts: { key: Buffer; ttlHours: number }) {
    const ttlSeconds = Math.round(opts.ttlHours * 3600);
    await app.register(secureSession, {
      key: opts.key,
      cookieName: SESSION_COOKIE,
      // The encrypted payload carries its own expiry, so an old cookie is refused even if kept.
      expiry: ttlSeconds,
      cookie: {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        // Secure whenever the request arrived over HTTPS (directly or through a proxy).
        secure: 'auto',
        maxAge: ttlSeconds,
      },
    });
    app.decorate('deviceCookies', deviceCookies(opts.key));
  },
  { name: 'sessions' },
);
