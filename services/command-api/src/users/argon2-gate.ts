import { availableParallelism } from 'node:os';
import { RateLimitedError } from '@lavadero/domain/shared/errors';

/**
 * argon2 is slow on purpose (~100 ms of a core each). Left alone, a login flood runs one per libuv
 * thread and takes every core, so the whole app (sales, lists) stalls. This gate lets only half the
 * cores hash at once and refuses, with a 429, work that would queue longer than a few seconds.
 */
export function createGate(concurrency: number, maxQueued: number) {
  let running = 0;
  const queue: (() => void)[] = [];

  const release = () => {
    running--;
    queue.shift()?.();
  };

  return async function run<T>(work: () => Promise<T>): Promise<T> {
    if (running >= concurrency) {
      if (queue.length >= maxQueued) {
        throw new RateLimitedError(
          'SERVER_BUSY',
          'El servidor está ocupado. Intente nuevamente en unos segundos.',
          {
            retryAfterSeconds: 5,
          },
        );
      }
      await new Promise<void>((resolve) => queue.push(resolve));
    }
    running++;
    try {
      return await work();
    } finally {
      release();
    }
  };
}

export const argon2Gate = createGate(Math.max(1, Math.floor(availableParallelism() / 2)), 32);
