import { ConfigError, loadConfig } from '@lavadero/platform/config';
import { openInfrastructure } from '@lavadero/platform/infrastructure';
import { whenDatabaseReachable } from '@lavadero/platform/when-database-reachable';
import { followCheckpoints, startApi, stopOnSignal } from './start-api';

/**
 * The command API service (distributed mode): the API alone; the projections and the fiscal worker
 * run as their own services, and this process follows their progress through the checkpoints they
 * announce. Embedded mode (one process over PGlite) is composed in apps/embedded (`npm start`): a
 * service does not start another service.
 */
async function main() {
  const config = loadConfig();
  if (config.mode === 'embedded') {
    throw new ConfigError(
      'La API sola requiere DATABASE_URL (modo distribuido); el modo integrado se inicia con npm start.',
    );
  }
  const { infra, waiter, app } = await whenDatabaseReachable(async () => {
    const infra = await openInfrastructure(config);
    try {
      const waiter = await followCheckpoints(config, infra);
      return { infra, waiter, app: await startApi(config, infra, waiter).catch(closing(waiter)) };
    } catch (error) {
      await infra.close().catch(() => undefined);
      throw error;
    }
  });
  stopOnSignal(app.log, async () => {
    await app.close();
    await waiter.close();
    await infra.close();
  });
}

/** Closes `resource` and passes the failure on (a start-up that is retried leaks nothing). */
const closing =
  (resource: { close(): Promise<void> }) =>
  async (error: unknown): Promise<never> => {
    await resource.close().catch(() => undefined);
    throw error;
  };

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
