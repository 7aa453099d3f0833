import rateLimit from '@fastify/rate-limit';
import { RateLimitedError } from '@lavadero/domain/shared/errors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LoginThrottles } from '../users/login-throttles';

declare module 'fastify' {
  interface FastifyInstance {
    /** The per-client limit of the login route (`config.rateLimit` on the route). */
    loginRateLimit: { max: number; timeWindow: number };
    /** Wrong passwords per (account, client), which throttle the login (users/login-throttles.ts). */
    loginThrottles: LoginThrottles;
  }
}

/**
 * Per-IP limits, for the routes that ask (`config.rateLimit`): the login, where every attempt costs
 * an argon2 verification. One client guessing passwords cannot take the CPU from everyone else.
 * Counts are kept per process (a replica each in distributed mode), as are the login throttle's.
 */
export default fp(
  async function rateLimits(app: FastifyInstance, opts: { loginAttemptsPerMinute: number }) {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) =>
        new RateLimitedError(
          'TOO_MANY_REQUESTS',
          'Demasiados intentos desde esta conexión. Espere un momento e intente nuevamente.',
          { retryAfterSeconds: Math.max(1, Math.ceil(context.ttl / 1000)) },
        ),
    });
    app.decorate('loginRateLimit', { max: opts.loginAttemptsPerMinute, timeWindow: 60_000 });
    app.decorate('loginThrottles', new LoginThrottles());
  },
  { name: 'rate-limits' },
);
