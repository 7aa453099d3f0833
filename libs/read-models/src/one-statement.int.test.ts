import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { inOneStatement } from './one-statement';
import { scratchReadModels } from './scratch-read-models.fixtures';
import { statementLog } from './statement-log.fixtures';

/** An insert of `count` numbers, each its own bind parameter. */
const insertNumbers = (count: number) =>
  sql`insert into numbers select unnest(array[${sql.join(Array.from({ length: count }, (_, i) => i))}]::int[])`;

describe.each(['pglite', 'postgres'] as const)('writes in one statement on %s', (kind) => {
  const scratch = scratchReadModels(kind, 'one_statement');

  it('takes as few statements as hold their parameters when one cannot hold them all', async () => {
    const { db, statements } = statementLog(scratch.pool, scratch.schema);
    await db.transaction().execute(async (trx) => {
      await sql`create temporary table numbers (n integer) on commit drop`.execute(trx);
      statements.length = 0;
      // 120,000 parameters, where a statement holds 65,535: four writes fit in two statements.
      await inOneStatement(trx, [40_000, 20_000, 40_000, 20_000].map(insertNumbers));
      expect(statements).toHaveLength(2);
      statements.length = 0;
      await inOneStatement(trx, [insertNumbers(1_000), insertNumbers(1_000)]);
      expect(statements).toHaveLength(1);
      const { rows } = await sql<{ count: string }>`select count(*) from numbers`.execute(trx);
      expect(Number(rows[0]!.count)).toBe(122_000);
    });
  });
});
