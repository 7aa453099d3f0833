import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createDatabasePool, type DatabasePool } from '@lavadero/database/database-pool';
import type { EventToAppend } from '@lavadero/event-store/event-store';
import { PostgresEventStore } from '@lavadero/event-store/postgres/postgres-event-store';
import { afterAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../../test-support/scratch-database';

/**
 * `npm run audit:verify` over a stored log, as an operator runs it: PostgreSQL through
 * DATABASE_URL (the database finds the break, chain-first-break.ts) and the embedded data folder
 * (Node hashes every row), each whole, then with one event edited in the middle of the log.
 */
const root = join(import.meta.dirname, '../../../..');
const EVENTS = 120;
const EDITED = 57;

const event = (n: number): EventToAppend => ({
  id: randomUUID(),
  type: 'VentaProbada',
  data: { n, nombre: `Cliente ${n} «ñandutí»` },
  metadata: { userId: 'u' },
});

async function fill(database: DatabasePool): Promise<string> {
  const store = new PostgresEventStore(database.pool);
  await store.ensureSchema();
  for (let first = 0; first < EVENTS; first += 10) {
    await store.appendToStreams(
      Array.from({ length: 5 }, (_, i) => ({
        streamId: `venta-${first + i}`,
        expectedRevision: 'no_stream' as const,
        events: [event(first + 2 * i), event(first + 2 * i + 1)],
      })),
    );
  }
  const head = (await store.chainHead())!;
  await store.close();
  return head.hash;
}

/** The CLI with only the given mode's variables (DATABASE_URL, or DATA_DIR for the embedded mode). */
function verifyCli(mode: { DATABASE_URL: string } | { DATA_DIR: string }, ...args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, ...mode };
  if (!('DATABASE_URL' in mode)) delete env.DATABASE_URL;
  return promisify(execFile)('npx', ['tsx', 'services/command-api/src/audit/audit-verify-cli.ts', ...args], {
    cwd: root,
    env,
  }).then(
    (r) => ({ code: 0, out: r.stdout }),
    (e: { code: number; stdout: string }) => ({ code: e.code, out: e.stdout }),
  );
}

const edit = `UPDATE event_store.events SET data = jsonb_set(data, '{n}', '999') WHERE chain_seq = ${EDITED}`;

describe('npm run audit:verify', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it('on PostgreSQL: the whole chain with its last hash, then the edited event by position', async () => {
    const scratch = await createScratchDatabase();
    cleanups.push(() => scratch.drop());
    const database = await createDatabasePool({ kind: 'postgres', connectionString: scratch.url });
    try {
      const head = await fill(database);
      const env = { DATABASE_URL: scratch.url };
      const whole = await verifyCli(env);
      expect(whole).toEqual({ code: 0, out: `cadena íntegra: ${EVENTS} eventos, último hash ${head}\n` });
      // An auditor's note of a head the log never had.
      const noted = await verifyCli(env, '--anchor', `100:${'a'.repeat(64)}`);
      expect(noted.code).toBe(1);
      expect(noted.out).toMatch(/^cadena rota en la posición 100 .*no pasa por el ancla anotada/);
      await database.pool.query(edit);
      const broken = await verifyCli(env);
      expect(broken.code).toBe(1);
      expect(broken.out).toMatch(
        new RegExp(`^cadena rota en la posición ${EDITED} .*cambió después de guardarse`),
      );
    } finally {
      await database.close();
    }
  });

  it('on the embedded data folder, with the app stopped: the same verdicts', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'audit-verify-cli-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const open = () => createDatabasePool({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
    const first = await open();
    const head = await fill(first);
    await first.close();
    const env = { DATA_DIR: dataDir };
    expect(await verifyCli(env)).toEqual({
      code: 0,
      out: `cadena íntegra: ${EVENTS} eventos, último hash ${head}\n`,
    });
    const second = await open();
    await second.pool.query(edit);
    await second.close();
    const broken = await verifyCli(env);
    expect(broken.code).toBe(1);
    expect(broken.out).toMatch(
      new RegExp(`^cadena rota en la posición ${EDITED} .*cambió después de guardarse`),
    );
  });
});
