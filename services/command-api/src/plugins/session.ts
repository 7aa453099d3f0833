import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import secureSession from '@fastify/secure-session';
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
export async function resolveSessionKey(secret: string | null, dataDir: string): Promise<Buffer> {
  if (secret) return createHash('sha256').update(secret).digest();
  const file = join(dataDir, 'session.key');
  try {
    const key = await readFile(file);
    if (key.length === 32) return key;
  } catch {
    // first start: no key yet
  }
  const key = randomBytes(32);
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, key, { mode: 0o600 });
  return key;
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
