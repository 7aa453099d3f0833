import type pg from 'pg';
import { createReadModelDb, type ReadModelDb } from './database';

/**
 * The read models over `pool` as `createReadModelDb` opens them, recording the statements it sends
 * (the BEGINs and COMMITs apart, in `transactions`), for tests that count them.
 */
export function statementLog(
  pool: pg.Pool,
  schema: string,
): { db: ReadModelDb; statements: string[]; transactions: string[] } {
  const statements: string[] = [];
  const transactions: string[] = [];
  const db = createReadModelDb(pool, schema, (event) => {
    const sql = event.query.sql;
    (/^(begin|commit)$/i.test(sql) ? transactions : statements).push(sql);
  });
  return { db, statements, transactions };
}
