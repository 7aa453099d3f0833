import { loadConfig } from '@lavadero/platform/config';
import { acquireDataDirLock } from '@lavadero/platform/data-dir-lock';
import { openInfrastructure } from '@lavadero/platform/infrastructure';
import { allProjections } from '@lavadero/read-models/projections';
import { rebuildReadModels } from '@lavadero/read-models/rebuild';

/**
 * `npm run projections:rebuild`: empties every read model and replays all events into it. In
 * embedded mode stop the app first (the data folder lock enforces it); in distributed mode stop the
 * projections service, run this with the same environment, then start it again.
 */
const config = loadConfig();
const release =
  config.mode === 'embedded' ? acquireDataDirLock(config.dataDir, 'projections:rebuild') : () => {};
const infra = await openInfrastructure(config, { listen: false });
try {
  const started = performance.now();
  await rebuildReadModels(infra.readDb, infra.store, allProjections);
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  console.log(
    `Modelos de lectura reconstruidos (${allProjections.map((p) => p.name).join(', ')}) en ${seconds} s`,
  );
} finally {
  await infra.close();
  release();
}
