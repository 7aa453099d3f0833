import type { CustomerAccountEvent } from '@lavadero/domain/customer-accounts/events';
import type { RecordedEvent } from '@lavadero/event-store/event-store';
import { describe, expect, it } from 'vitest';
import { applyAlone } from '../apply-alone.fixtures';
import type { ReadModelDb } from '../database';
import { scratchReadModels } from '../scratch-read-models.fixtures';
import { customerAccountsProjection } from './customer-accounts.projection';
import { customerAccountsAging, findCustomerAccount } from './customer-accounts.queries';

const customerId = 'cli-1';
const at = (day: string) => `${day}T13:00:00.000Z`;
const figures = (saldo: number, day: string) => ({ customerId, saldo, limite: 500_000, at: at(day) });

/** A month of an account: charges, a correction (reversal and charge again), payments and a void. */
const history: CustomerAccountEvent[] = [
  { type: 'CustomerCreditLimitSet', data: { ...figures(0, '2026-08-01'), setBy: 'admin' } },
  {
    type: 'CustomerAccountCharged',
    data: { ...figures(100_000, '2026-08-01'), saleId: 'a', monto: 100_000, fecha: '2026-08-01' },
  },
  {
    type: 'CustomerAccountCharged',
    data: { ...figures(150_000, '2026-11-20'), saleId: 'b', monto: 50_000, fecha: '2026-11-20' },
  },
  {
    type: 'CustomerAccountChargeReversed',
    data: { ...figures(100_000, '2026-11-20'), saleId: 'b', monto: 50_000, motivo: 'correccion' },
  },
  {
    type: 'CustomerAccountCharged',
    data: { ...figures(170_000, '2026-11-20'), saleId: 'b', monto: 70_000, fecha: '2026-11-20' },
  },
  {
    type: 'CustomerAccountCharged',
    data: { ...figures(200_000, '2026-11-21'), saleId: 'c', monto: 30_000, fecha: '2026-11-21' },
  },
  {
    type: 'CustomerPaymentReceived',
    data: {
      ...figures(140_000, '2026-11-22'),
      paymentId: 'p',
      monto: 60_000,
      medioPago: 'efectivo',
      receivedBy: 'cajera',
      fecha: '2026-11-22',
    },
  },
  {
    type: 'CustomerAccountChargeReversed',
    data: { ...figures(110_000, '2026-11-22'), saleId: 'c', monto: 30_000, motivo: 'anulacion' },
  },
];
const recorded = history.map(
  (e, i) =>
    ({ ...e, id: `e${i}`, position: { commit: BigInt(i + 1), prepare: 0n } }) as unknown as RecordedEvent,
);

describe.each(['pglite', 'postgres'] as const)('customer accounts read model on %s', (kind) => {
  const scratch = scratchReadModels(kind, 'accounts');
  const apply = (db: ReadModelDb, events: readonly RecordedEvent[]) =>
    applyAlone(db, customerAccountsProjection, events);
  const tables = async (db: ReadModelDb) => ({
    accounts: await db.selectFrom('customerAccounts').selectAll().execute(),
    movements: await db.selectFrom('customerAccountMovements').selectAll().orderBy('id').execute(),
    charges: await db.selectFrom('customerAccountCharges').selectAll().orderBy('saleId').execute(),
  });

  it('holds the same rows whether the events come in one batch or one by one', async () => {
    const { db } = scratch;
    await apply(db, recorded);
    const together = await tables(db);
    for (const table of ['customerAccounts', 'customerAccountMovements', 'customerAccountCharges'] as const) {
      await db.deleteFrom(table).execute();
    }
    for (const event of recorded) await apply(db, [event]);
    expect(await tables(db)).toEqual(together);
    expect(together.charges.map((c) => [c.saleId, Number(c.monto)])).toEqual([
      ['a', 100_000],
      ['b', 70_000],
    ]);
  });

  it('shows the balance and movements, and ages what is owed with the oldest charge paid first', async () => {
    const { db } = scratch;
    await apply(db, recorded);
    const account = await findCustomerAccount(db, customerId);
    expect(account).toMatchObject({ saldo: 110_000, limite: 500_000 });
    expect(account.movements.map((m) => m.kind)).toEqual([
      'reverso',
      'pago',
      'cargo',
      'cargo',
      'reverso',
      'cargo',
      'cargo',
      'limite',
    ]);
    // 60.000 paid settle 60.000 of the August charge: 40.000 is > 90 days old, 70.000 is recent.
    expect(await customerAccountsAging(db, '2026-11-26')).toEqual([
      expect.objectContaining({
        customerId,
        saldo: 110_000,
        d0_30: 70_000,
        d31_60: 0,
        d61_90: 0,
        d90_mas: 40_000,
      }),
    ]);
  });
});
