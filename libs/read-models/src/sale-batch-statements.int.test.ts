import { randomUUID } from 'node:crypto';
import { createDatabasePool, type DatabasePool } from '@lavadero/database/database-pool';
import type { CashSessionOpened } from '@lavadero/domain/cash/events';
import { pointOfSaleDecider } from '@lavadero/domain/sales/point-of-sale-decide';
import { groupByStream, streamIdOf } from '@lavadero/domain/sales/streams';
import { ceraCreated, ceraId, ceraStocked, issueSale, userId } from '@lavadero/domain/sales/test-fixtures';
import { foldEvents, type Message } from '@lavadero/domain/shared/decider';
import { createEventStore } from '@lavadero/event-store/create-event-store';
import type { EventStore } from '@lavadero/event-store/event-store';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { READ_MODEL_SCHEMA, type ReadModelDb } from './database';
import { migrateReadModels } from './migrate';
import { ProjectionRunner } from './projection-runner';
import { allProjections } from './projections';
import { statementLog } from './statement-log.fixtures';

/**
 * What a batch of sales costs the read models, in statements: in the embedded mode every statement
 * is parsed and run on the one core the sales share, so a statement added to this batch is paid by
 * every sale. The same whether the batch holds one sale or eight: the checkpoints and every read
 * model's writes together, in one statement and no transaction (every projection a sale reaches
 * defers its writes); new sales read nothing.
 */
const SALE_BATCH_STATEMENTS = 1;

let database: DatabasePool;
let store: EventStore;
let db: ReadModelDb;
let statements: string[];
let transactions: string[];
/** The series, the cashier's month and the product, as the point of sale reads them. */
let shared: Message[];

beforeEach(async () => {
  database = await createDatabasePool({ kind: 'pglite', dataDir: 'memory://' });
  store = await createEventStore({ kind: 'postgres', pool: database.pool });
  await migrateReadModels(database.pool);
  ({ db, statements, transactions } = statementLog(database.pool, READ_MODEL_SCHEMA));
  shared = [ceraCreated, ceraStocked(100)];
});
afterEach(async () => {
  await store.close();
  await database.close();
});

const stored = (events: readonly Message[]) => events.map((e) => ({ id: randomUUID(), metadata: {}, ...e }));

/** Sales of a wash and two bottles of cera, each appended as the point of sale appends it. */
async function sell(count: number) {
  for (let i = 0; i < count; i++) {
    const saleId = randomUUID();
    const command = issueSale({ saleId, idempotencyKey: `TEMP-${saleId.slice(0, 8)}` });
    const events = pointOfSaleDecider.decide(command, foldEvents(pointOfSaleDecider, shared));
    shared.push(...events.filter((e) => streamIdOf(e) !== `sale-${saleId}`));
    await store.appendToStreams(
      [...groupByStream(events)].map(([streamId, mine]) => ({
        streamId,
        events: stored(mine),
        expectedRevision: 'any' as const,
      })),
    );
  }
}

describe('a batch of sales across every read model', () => {
  it('costs the same few statements for one sale as for eight', async () => {
    const opened: CashSessionOpened = {
      type: 'CashSessionOpened',
      data: { sessionId: 'caja-1', userId, fondoInicial: 0, denominaciones: null, openedBy: userId, at: '' },
    };
    await store.append(`inventory-item-${ceraId}`, stored(shared), { expectedRevision: 'no_stream' });
    await store.append('cash-session-caja-1', stored([opened]), { expectedRevision: 'no_stream' });
    const runner = new ProjectionRunner(db, store, allProjections);
    await runner.catchUp();

    // catchUp reads the checkpoints first (ensure, read); what follows is the one batch.
    for (const sales of [1, 8]) {
      statements.length = 0;
      transactions.length = 0;
      await sell(sales);
      await runner.catchUp();
      expect(statements.slice(2), `a batch of ${sales}`).toHaveLength(SALE_BATCH_STATEMENTS);
      expect(transactions, `a batch of ${sales}`).toEqual([]);
    }

    // The sales reached every read model: the cashier's caja, the stock, the month's count.
    const entries = await db.selectFrom('cashSessionEntries').select('kind').execute();
    expect(entries.filter((e) => e.kind === 'venta')).toHaveLength(9);
    const item = await db.selectFrom('inventoryItems').selectAll().executeTakeFirstOrThrow();
    expect(item.stockActual).toBe(100 - 9 * 2);
    const usage = await db.selectFrom('invoiceUsage').selectAll().executeTakeFirstOrThrow();
    expect(usage.currentMonthInvoices).toBe(9);
  });
});
