import { allProjections } from '@lavadero/read-models/projections';
import { rebuildReadModels } from '@lavadero/read-models/rebuild';
import { describe, expect, it } from 'vitest';
import { ADMIN, startTestServer } from '../test-support/test-server';

/** Every read-model table, in a stable order, as plain data. */
async function snapshot(t: Awaited<ReturnType<typeof startTestServer>>) {
  const tables = [...new Set(allProjections.flatMap((p) => p.tables))].sort();
  const out: Record<string, unknown[]> = {};
  for (const table of tables) {
    // Not every table has an id (the reports' per-day figures are keyed by day): sort whole rows.
    const rows = await t.readDb.selectFrom(table).selectAll().execute();
    out[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return out;
}

describe.each(['pglite', 'postgres'] as const)(
  'rebuilding the read models from the events (%s)',
  (database) => {
    it('gives exactly the tables the live projections built', async () => {
      const t = await startTestServer({ database });
      try {
        const { cookie } = await t.login(ADMIN.username, ADMIN.password);
        const ana = await t.createUser(cookie, 'ana', 'user', { email: 'ana@lavadero.com.py' });
        await t.createUser(cookie, 'beto', 'readonly');
        await t.login('ana', 'mala');
        await t.login('ana', 'Secreto123');
        for (let i = 0; i < 5; i++) await t.login('beto', 'mala');
        await t.app.inject({
          method: 'PUT',
          url: `/api/users/${ana.id}`,
          headers: { cookie },
          payload: { fullName: 'Ana María', role: 'admin', isActive: false },
        });

        const live = await snapshot(t);
        expect(live.users).toHaveLength(3);
        await t.runner.stop();
        await rebuildReadModels(t.readDb, t.store, allProjections);
        expect(await snapshot(t)).toEqual(live);
      } finally {
        await t.close();
      }
    });
  },
);
