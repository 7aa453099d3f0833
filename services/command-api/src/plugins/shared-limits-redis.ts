import { Redis } from 'ioredis';

/**
 * The API's Redis connection for what its replicas must count together (the login limits). A
 * command waits for one reconnection at most: while Redis is away a login answers 503 at once
 * instead of hanging, and the next login after it returns finds the connection again by itself.
 */
export function openSharedLimitsRedis(url: string): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2_000 });
  // ioredis reconnects on its own; the failed commands say it to their requests (errors.ts).
  redis.on('error', () => undefined);
  return redis;
}

/** A command that failed because Redis cannot be reached (refused, dropped, reconnecting). */
export function isRedisUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'MaxRetriesPerRequestError' ||
    /^(Connection is closed|Stream isn't writeable)/.test(error.message) ||
    ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT'].includes((error as { code?: string }).code ?? '')
  );
}
