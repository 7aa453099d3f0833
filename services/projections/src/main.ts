import { loadConfig } from '@lavadero/platform/config';
import { startHeartbeat } from '@lavadero/platform/heartbeat';
import { openInfrastructure } from '@lavadero/platform/infrastructure';
import { whenDatabaseReachable } from '@lavadero/platform/when-database-reachable';
import { CHECKPOINTS_CHANNEL } from '@lavadero/read-models/checkpoints/checkpoint-notifications';
import { ProjectionRunner } from '@lavadero/read-models/projection-runner';
import { allProjections } from '@lavadero/read-models/projections';

/**
 * The projections service (distributed mode): follows the event store and keeps the read models in
 * PostgreSQL up to date. Several replicas may run: checkpoints are row-locked per batch, so each
 * event is applied once.
 */
const config = loadConfig();
if (config.mode !== 'distributed') {
  console.error('El servicio de proyecciones se ejecuta aparte solo en modo distribuido (DATABASE_URL).');
  process.exit(1);
}
const { infra, runner } = await whenDatabaseReachable(async () => {
  const infra = await openInfrastructure(config);
  // The API processes wait on this channel for their writes to show up in the read models.
  const runner = new ProjectionRunner(infra.readDb, infra.store, allProjections, {
    notifyChannel: CHECKPOINTS_CHANNEL,
  });
  try {
    await runner.start();
  } catch (error) {
    await infra.close().catch(() => undefined);
    throw error;
  }
  return { infra, runner };
});
startHeartbeat(config.heartbeatFile);
console.log(`Proyecciones en marcha: ${allProjections.map((p) => p.name).join(', ')}`);

const shutdown = async () => {
  await runner.stop();
  await infra.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());
