import { handleMultiStreamCommand } from '@lavadero/event-store/handle-command';
import { loadConfig } from '@lavadero/platform/config';
import { acquireDataDirLock } from '@lavadero/platform/data-dir-lock';
import { openInfrastructure } from '@lavadero/platform/infrastructure';
import { documentClaims } from '../customers/document-claims';
import { plateClaims } from '../customers/plate-claims';
import { usernameClaims } from '../users/username-claims';
import { type RepairDeps, repairOrphanedClaims } from './repair-orphaned-claims';

/**
 * `npm run claims:repair`: frees usernames, documents and plates claimed by owners that do not hold
 * them, a leftover of the two appends claims once took. It reads the whole event log, so it is a
 * maintenance step, not part of every start. In embedded mode stop the app first (the data folder
 * lock enforces it); in distributed mode it may run beside the API (each release is decided again).
 */
const config = loadConfig();
const release = config.mode === 'embedded' ? acquireDataDirLock(config.dataDir, 'claims:repair') : () => {};
const infra = await openInfrastructure(config, { listen: false });
try {
  const deps: RepairDeps = {
    store: infra.store,
    dispatchToStreams: (actor, streamIds, decide, options) =>
      handleMultiStreamCommand(
        infra.store,
        streamIds,
        decide,
        { userId: actor.userId, correlationId: actor.correlationId, occurredAt: new Date().toISOString() },
        options,
      ),
  };
  const released = await repairOrphanedClaims(deps, [usernameClaims, documentClaims, plateClaims]);
  console.log(`Valores liberados: ${released}`);
} finally {
  await infra.close();
  release();
}
