import { comparePositions, positionFromString } from '@lavadero/event-store/event-store';
import { readCheckpoints } from '@lavadero/read-models/checkpoints/checkpoint-store';
import { allProjections } from '@lavadero/read-models/projections';
import { checkReadModelsAgainstReplay } from '@lavadero/read-models/replay/replay-check';
import { replayReportLines } from '@lavadero/read-models/replay/replay-report-text';
import { ROW_ABSENT } from '@lavadero/read-models/replay/table-differences';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { type SalesTestServer, startSalesTestServer } from '../../test-support/sales-test-kit';

let s: SalesTestServer | undefined;
afterEach(async () => {
  await s?.t.close();
  s = undefined;
});

/** Sales to local and tourist customers, with and without stock, and a void. */
async function busyDay(server: SalesTestServer) {
  const sales = [];
  for (let i = 0; i < 4; i++) {
    sales.push(await server.sell(server.saleBody({ units: i % 2, customer: i === 3 ? 'tourist' : 'local' })));
  }
  const voided = await server.call('DELETE', `/api/sales/${sales[1]!.id}`, server.cookies.admin);
  expect(voided.statusCode, voided.body).toBe(200);
  return sales;
}

const scratchSchemas = async (server: SalesTestServer) =>
  (
    await sql<{ n: string }>`select nspname as n from pg_namespace where nspname like 'replay_%'`.execute(
      server.t.readDb,
    )
  ).rows;

// The sales kit on PGlite takes most of 30 s to set up on a loaded machine.
describe.each(['pglite', 'postgres'] as const)('the replay audit on %s', { timeout: 90_000 }, (database) => {
  it('finds the live read models equal to a replay of a clean log, and leaves no scratch schema behind', async () => {
    s = await startSalesTestServer({ database });
    await busyDay(s);
    // Left by a run killed a day ago, and by one that may still be running beside this one.
    const recent = `replay_${Math.floor(Date.now() / 1000) - 60}_0badc0de`;
    await sql`create schema replay_1000_deadbeef_live`.execute(s.t.readDb);
    await sql`create schema ${sql.id(recent)}`.execute(s.t.readDb);
    const progress: number[] = [];
    const result = await checkReadModelsAgainstReplay({
      db: s.t.readDb,
      store: s.t.store,
      onProgress: ({ percent }) => {
        progress.push(percent);
      },
    });
    expect(result.differences).toEqual([]);
    expect(result.rowsDiffering).toBe(0);
    expect(result.rowsCompared).toBeGreaterThan(10);
    expect(result.tables).toBe(new Set(allProjections.flatMap((p) => p.tables)).size);
    expect(result.position).toBe(
      `${(await s.t.store.headPosition()).commit}:${(await s.t.store.headPosition()).prepare}`,
    );
    expect(replayReportLines(result).at(-1)).toBe('las proyecciones coinciden con el historial');
    expect(progress.at(-1)).toBe(100);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(await scratchSchemas(s)).toEqual([{ n: recent }]);
  });

  it('names the table, key, column and both values of a row edited by hand', async () => {
    s = await startSalesTestServer({ database });
    const [sale] = await busyDay(s);
    await sql`update read_models.sales set total = total + 1 where id = ${sale!.id}`.execute(s.t.readDb);
    await sql`delete from read_models.customers where id = ${s.localId}`.execute(s.t.readDb);

    const result = await checkReadModelsAgainstReplay({ db: s.t.readDb, store: s.t.store });

    expect(result.rowsDiffering).toBe(2);
    expect(result.differences).toContainEqual({
      table: 'sales',
      key: `id=${sale!.id}`,
      column: 'total',
      live: String(sale!.total + 1),
      replayed: String(sale!.total),
    });
    const customer = result.differences.find((d) => d.table === 'customers');
    expect(customer).toMatchObject({ key: `id=${s.localId}`, column: null, live: ROW_ABSENT });
    expect(customer?.replayed).toContain(s.localId);
    const lines = replayReportLines(result);
    expect(lines).toContain(
      `sales [id=${sale!.id}] total: en vivo ${sale!.total + 1} · reconstruido ${sale!.total}`,
    );
    expect(lines.at(-1)).toBe('2 filas difieren del historial.');
    expect(await scratchSchemas(s)).toEqual([]);
  });
});

describe('the replay audit while sales keep coming (postgres)', { timeout: 90_000 }, () => {
  it('compares at the one position the live checkpoints were at, and says which', async () => {
    s = await startSalesTestServer({ database: 'postgres', stock: 10_000 });
    await busyDay(s);
    const server = s;
    let selling = true;
    let sold = 0;
    const seller = (async () => {
      while (selling) {
        await server.sell(server.saleBody({ units: 1 }));
        sold++;
      }
    })();
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      const soldBefore = sold;
      const result = await checkReadModelsAgainstReplay({ db: server.t.readDb, store: server.t.store });
      const soldDuring = sold - soldBefore;
      selling = false;
      await seller;
      expect(soldDuring).toBeGreaterThan(0);
      expect(result.differences).toEqual([]);
      expect(result.mixedPositions).toBe(false);
      // The sales made after the snapshot are in the log and the live read models, not in the check.
      const compared = positionFromString(result.position);
      const live = await readCheckpoints(server.t.readDb, ['sales']);
      expect(comparePositions(compared, live.get('sales')!)).toBeLessThan(0);
      expect(comparePositions(compared, await server.t.store.headPosition())).toBeLessThan(0);
      expect(replayReportLines(result)[0]).toBe(
        `Comparado en la posición de los puntos de control en vivo: posición ${result.position}.`,
      );
    } finally {
      selling = false;
      await seller;
    }
  });
});
