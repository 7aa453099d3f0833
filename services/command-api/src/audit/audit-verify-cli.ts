import { createReadStream } from 'node:fs';
import { CHAIN_ANCHORS_STREAM_ID, type ChainAnchored } from '@lavadero/domain/audit/chain-anchor-events';
import { verifyStoredChain } from '@lavadero/event-store/postgres/chain-verify';
import { PostgresEventStore } from '@lavadero/event-store/postgres/postgres-event-store';
import { loadConfig } from '@lavadero/platform/config';
import { acquireDataDirLock } from '@lavadero/platform/data-dir-lock';
import { openEventStoreDatabase } from '@lavadero/platform/event-store-database';
import { verifyPackage } from './verify-package';

/**
 * `npm run audit:verify`: recomputes the log's hash chain (DATABASE_URL's PostgreSQL, or the
 * embedded data folder with the app stopped) and prints whether it is whole or where it first
 * breaks; exit code 0 or 1. `-- --anchor <position>:<hash>` adds a head written down earlier, which
 * the chain must still pass through. `-- --package file.zip` checks an auditor's package instead, offline
 * (verify-package.ts). It sits beside the audit routes: the package's format is their export's.
 */
const started = performance.now();
const progress = (count: number) => {
  const seconds = (performance.now() - started) / 1000;
  console.error(
    `… ${count.toLocaleString('es-PY')} eventos verificados (${Math.round(count / seconds).toLocaleString('es-PY')}/s)`,
  );
};

const packageAt = process.argv.indexOf('--package');
if (packageAt >= 0) {
  const file = process.argv[packageAt + 1];
  if (!file) {
    console.error('Uso: npm run audit:verify -- --package paquete.zip');
    process.exit(2);
  }
  const verdict = await verifyPackage(createReadStream(file), { onProgress: progress });
  if (verdict.ok) {
    console.log(`paquete íntegro: ${verdict.summary}; último hash ${verdict.lastHash}`);
  } else {
    console.log(`paquete rechazado: ${verdict.message}`);
  }
  process.exitCode = verdict.ok ? 0 : 1;
} else {
  const verdict = await verifyDatabase();
  const seconds = (performance.now() - started) / 1000;
  if (verdict.ok) {
    console.log(
      `cadena íntegra: ${verdict.count.toLocaleString('es-PY')} eventos, último hash ${verdict.lastHash}`,
    );
    console.error(
      `(${seconds.toFixed(2)} s, ${Math.round(verdict.count / Math.max(seconds, 0.001)).toLocaleString('es-PY')} eventos/s)`,
    );
  } else {
    console.log(`cadena rota en la ${verdict.message}`);
  }
  process.exitCode = verdict.ok ? 0 : 1;
}

async function verifyDatabase() {
  const config = loadConfig();
  const release = config.mode === 'embedded' ? acquireDataDirLock(config.dataDir, 'audit:verify') : () => {};
  try {
    const database = await openEventStoreDatabase(config);
    if (!database) {
      console.log('El registro está en KurrentDB: la cadena de hashes existe solo en el almacén PostgreSQL.');
      process.exit(1);
    }
    try {
      // The log's own daily anchors, then the heads the auditor wrote down (those win on a clash).
      const recorded = await new PostgresEventStore(database.pool).readStream(CHAIN_ANCHORS_STREAM_ID);
      const anchors = new Map(
        recorded
          .map((e) => e.data as ChainAnchored['data'])
          .filter((a) => a.position > 0)
          .map((a) => [BigInt(a.position), a.hash] as const),
      );
      for (const [position, hash] of writtenAnchors()) anchors.set(position, hash);
      return await verifyStoredChain(database.pool, { onProgress: progress, anchors });
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
}

/** `--anchor <position>:<hash>` (repeatable): heads the auditor wrote down, which the chain must pass. */
function writtenAnchors(): Map<bigint, string> {
  const anchors = new Map<bigint, string>();
  process.argv.forEach((arg, i) => {
    if (arg !== '--anchor') return;
    const match = /^(\d+):([0-9a-f]{64})$/.exec(process.argv[i + 1] ?? '');
    if (!match) {
      console.error('Uso: --anchor <posición>:<hash SHA-256 en hexadecimal>');
      process.exit(2);
    }
    anchors.set(BigInt(match[1]!), match[2]!);
  });
  return anchors;
}
