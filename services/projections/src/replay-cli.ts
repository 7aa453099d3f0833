import { loadConfig } from '@lavadero/platform/config';
import { acquireDataDirLock } from '@lavadero/platform/data-dir-lock';
import { openInfrastructure } from '@lavadero/platform/infrastructure';
import { checkReadModelsAgainstReplay } from '@lavadero/read-models/replay/replay-check';
import { PHASE_LABELS, replayReportLines } from '@lavadero/read-models/replay/replay-report-text';

/**
 * `npm run audit:replay`: replays every event into a scratch schema up to the live checkpoints and
 * compares it with the live read models; exit 0 when they match, 1 when anything differs. In the
 * distributed mode it runs beside the live services (it only reads the live tables); in the
 * embedded mode stop the app first (the data folder lock enforces it), as for projections:rebuild.
 */
const config = loadConfig();
const release = config.mode === 'embedded' ? acquireDataDirLock(config.dataDir, 'audit:replay') : () => {};
const infra = await openInfrastructure(config, { listen: false });
let exitCode = 1;
try {
  let shown = -10;
  const result = await checkReadModelsAgainstReplay({
    db: infra.readDb,
    store: infra.store,
    onProgress: ({ phase, percent }) => {
      if (percent >= shown + 10 || percent === 100) {
        shown = percent;
        console.error(`${PHASE_LABELS[phase]}: ${percent} %`);
      }
    },
  });
  for (const line of replayReportLines(result)) console.log(line);
  exitCode = result.rowsDiffering === 0 ? 0 : 1;
} finally {
  await infra.close();
  release();
}
process.exit(exitCode);
