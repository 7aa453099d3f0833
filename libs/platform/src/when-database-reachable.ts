import { setTimeout as sleep } from 'node:timers/promises';
import { isDatabaseUnavailable } from '@lavadero/database/database-unavailable';

const FIRST_DELAY_MS = 500;
const MAX_DELAY_MS = 10_000;

/**
 * Runs a service's start-up, and runs it again with a growing delay for as long as it fails only
 * because the database cannot be reached: a service started before PostgreSQL (a machine booting,
 * a database restarting) waits for it instead of exiting. Any other failure ends the start-up.
 * `attempt` must release what it opened before it throws.
 */
export async function whenDatabaseReachable<T>(
  attempt: () => Promise<T>,
  log: (line: string) => void = console.warn,
): Promise<T> {
  for (let delay = FIRST_DELAY_MS; ; delay = Math.min(delay * 2, MAX_DELAY_MS)) {
    try {
      return await attempt();
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      log(`Esperando la base de datos (${(error as Error).message}); nuevo intento en ${delay / 1000} s`);
      await sleep(delay);
    }
  }
}
