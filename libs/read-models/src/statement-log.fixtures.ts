import type pg from 'pg';
import { createReadModelDb, type ReadModelDb } from './database';

/**
 * The read models over `pool` as `createReadModelDb` opens them, recording the statements it sends
 * (not the BEGIN and COMMIT around a batch: those are the runner's), for tests that count them.
 */
export function statementLog(pool: pg.Pool, schema: string): { db: ReadModelDb; statements: string[] } {
  const statements: string[] = [];
  const db = createReadModelDb(pool, schema, (event) => {
    if (!/^(begin|commit)$/i.test(event.query.sql)) statements.push(event.query.sql);
  });
  return { db, statements };
}
