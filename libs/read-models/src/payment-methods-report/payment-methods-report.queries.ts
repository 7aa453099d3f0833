import type { DayRange } from '@lavadero/fiscal/report-period';
import type { ReadModelDb } from '../database';

/** Per method, what was paid by it in the range and how many sales had a part in it; largest first. */
export async function paymentMethodTotals(
  db: ReadModelDb,
  range: DayRange,
): Promise<{ medio: string; amount: number; sales: number }[]> {
  const rows = await db
    .selectFrom('reportPaymentMethodDaily')
    .select((eb) => [
      'medio',
      eb.fn.sum<string | number>('amount').as('amount'),
      eb.fn.sum<string | number>('sales').as('sales'),
    ])
    .where('fecha', '>=', range.from)
    .where('fecha', '<=', range.to)
    .groupBy('medio')
    .execute();
  return rows
    .map((r) => ({ medio: r.medio, amount: Number(r.amount), sales: Number(r.sales) }))
    .filter((r) => r.sales > 0)
    .sort((a, b) => b.amount - a.amount || a.medio.localeCompare(b.medio));
}
