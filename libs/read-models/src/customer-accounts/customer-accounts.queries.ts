import { type Aging, agingOf } from '@lavadero/domain/customer-accounts/account-aging';
import type { ReadModelDb } from '../database';

const MOVEMENTS_SHOWN = 200;

/** The account's balance and limit (zero and none before its first event) and its latest movements. */
export async function findCustomerAccount(db: ReadModelDb, customerId: string) {
  const account = await db
    .selectFrom('customerAccounts')
    .selectAll()
    .where('customerId', '=', customerId)
    .executeTakeFirst();
  const movements = await db
    .selectFrom('customerAccountMovements as m')
    .leftJoin('sales as s', 's.id', 'm.saleId')
    .leftJoin('users as u', 'u.id', 'm.userId')
    .select([
      'm.id',
      'm.kind',
      'm.saleId',
      'm.medioPago',
      'm.monto',
      'm.saldo',
      'm.limite',
      'm.at',
      's.numeroFactura',
      'u.fullName',
      'u.username',
    ])
    .where('m.customerId', '=', customerId)
    .orderBy('m.at', 'desc')
    .orderBy('m.position', 'desc')
    .limit(MOVEMENTS_SHOWN)
    .execute();
  return {
    saldo: Number(account?.saldo ?? 0),
    limite: account?.limite == null ? null : Number(account.limite),
    movements,
  };
}

/** Every account with an event: the customers screen shows each card's balance from one request. */
export async function listCustomerAccounts(db: ReadModelDb) {
  const rows = await db.selectFrom('customerAccounts').select(['customerId', 'saldo', 'limite']).execute();
  return rows.map((r) => ({
    customerId: r.customerId,
    saldo: Number(r.saldo),
    limite: r.limite == null ? null : Number(r.limite),
  }));
}

export interface AgingRow extends Aging {
  readonly customerId: string;
  readonly nombre: string;
  readonly docTipo: string;
  readonly docNumero: string;
  readonly saldo: number;
  readonly limite: number | null;
}

/**
 * Every account that owes something, with its balance by age on `today` (an Asunción day), largest
 * balance first. The charges of those accounts are read in one statement and aged in memory.
 */
export async function customerAccountsAging(db: ReadModelDb, today: string): Promise<AgingRow[]> {
  const accounts = await db
    .selectFrom('customerAccounts as a')
    .leftJoin('customers as c', 'c.id', 'a.customerId')
    .select(['a.customerId', 'a.saldo', 'a.limite', 'a.pagado', 'c.nombre', 'c.docTipo', 'c.docNumero'])
    .where('a.saldo', '>', 0)
    .execute();
  if (accounts.length === 0) return [];
  const charges = await db
    .selectFrom('customerAccountCharges')
    .selectAll()
    .where(
      'customerId',
      'in',
      accounts.map((a) => a.customerId),
    )
    .execute();
  return accounts
    .map((a) => ({
      customerId: a.customerId,
      nombre: a.nombre ?? '(cliente eliminado)',
      docTipo: a.docTipo ?? '',
      docNumero: a.docNumero ?? '',
      saldo: Number(a.saldo),
      limite: a.limite == null ? null : Number(a.limite),
      ...agingOf(
        charges
          .filter((c) => c.customerId === a.customerId)
          .map((c) => ({ saleId: c.saleId, fecha: c.fecha, monto: Number(c.monto) })),
        Number(a.pagado),
        today,
      ),
    }))
    .sort((x, y) => y.saldo - x.saldo || x.nombre.localeCompare(y.nombre));
}
