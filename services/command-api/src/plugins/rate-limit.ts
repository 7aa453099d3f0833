import rateLimit from '@fastify/rate-limit';
import { RateLimitedError } from '@lavadero/domain/shared/errors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { LoginThrottles } from '../users/login-throttles';
import { RedisLoginThrottleStore } from '../users/redis-login-throttle-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** The per-client limit of the login route (`config.rateLimit` on the route). */
    loginRateLimit: { max: number; timeWindow: number };
    /** Wrong passwords per (account, client), which throttle the login (users/login-throttles.ts). */
    loginThrottles: LoginThrottles;
  }
}

export interface RateLimitsOptions {
  readonly loginAttemptsPerMinute: number;
  /**
   * Where every API replica keeps the counts (distributed mode), keys under `prefix`; without it
   * they live in this process, which is all the embedded mode's one API needs.
   */
  readonly shared?: { readonly redis: Redis; readonly prefix: string };
}

/**
 * Per-IP limits, for the routes that ask (`config.rateLimit`): the login, where every attempt costs
 * an argon2 verification. One client guessing passwords cannot take the CPU from everyone else,
 * nor multiply its guesses by the number of replicas: shared, the counts are the same on each.
 */
export default fp(
  async function rateLimits(app: FastifyInstance, opts: RateLimitsOptions) {
    const { shared } = opts;
    await app.register(rateLimit, {
      global: false,
      ...(shared && { redis: shared.redis, nameSpace: `${shared.prefix}login-ip:` }),
      errorResponseBuilder: (_request, context) =>
        new RateLimitedError(
          'TOO_MANY_REQUESTS',
          'Demasiados intentos desde esta conexión. Espere un momento e intente nuevamente.',
          { retryAfterSeconds: Math.max(1, Math.ceil(context.ttl / 1000)) },
        ),
    });
    app.decorate('loginRateLimit', { max: opts.loginAttemptsPerMinute, timeWindow: 60_000 });
    app.decorate(
      'loginThrottles',
      new LoginThrottles(shared && new RedisLoginThrottleStore(shared.redis, shared.prefix)),
    );
  },
  { name: 'rate-limits' },
);
