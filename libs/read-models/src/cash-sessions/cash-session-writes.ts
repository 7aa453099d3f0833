import { type PaidContent, paymentsOf } from '@lavadero/domain/sales/payments';
import { positionFromString } from '@lavadero/event-store/event-store';
import { type Insertable, type OperationNodeSource, sql } from 'kysely';
import type { ReadModelTransaction } from '../database';
import { inOneStatement, type RecordColumns, recordSet } from '../one-statement';
import type { CashSessionEntriesTable } from './cash-sessions.table';

export type Entry = Insertable<CashSessionEntriesTable>;
/** An entry of whatever caja its user has open when it is written: none, if they have none. */
export type OpenCajaEntry = Omit<Entry, 'sessionId'> & { readonly userId: string };

/**
 * What a batch has folded and not written yet. A sale, a void or a payment on account belongs to
 * its user's open caja: the statement that writes it finds the caja, so a batch of sales reads no
 * caja first. It must therefore be written before any caja opens or closes (the projection writes
 * what it gathered before each opening and closing); what is gathered at the end of a batch goes
 * with the batch's other writes.
 */
export class GatheredWrites {
  /** Entries of the caja their event names: opening, movements, closing, corrections. */
  readonly inCaja: Entry[] = [];
  readonly toOpenCaja: OpenCajaEntry[] = [];
  /** Each sale's payment as it stands, by sale id. */
  readonly payments = new Map<string, PaidContent>();

  /** All of it in one statement, now; then nothing is left gathered. */
  async write(trx: ReadModelTransaction): Promise<void> {
    await inOneStatement(trx, this.take(trx));
  }

  /** The writes of all of it (the rows are in them already); then nothing is left gathered. */
  take(trx: ReadModelTransaction): OperationNodeSource[] {
    const writes = [
      ...(this.inCaja.length === 0 ? [] : [intoCaja(trx, this.inCaja)]),
      ...(this.toOpenCaja.length === 0 ? [] : [intoOpenCajas(trx, this.toOpenCaja)]),
      ...(this.payments.size === 0 ? [] : [salePayments(trx, this.payments)]),
    ];
    this.inCaja.length = 0;
    this.toOpenCaja.length = 0;
    this.payments.clear();
    return writes;
  }
}

function intoCaja(trx: ReadModelTransaction, entries: readonly Entry[]) {
  return trx
    .insertInto('cashSessionEntries')
    .values(entries)
    .onConflict((oc) => oc.column('id').doNothing());
}

const OPEN_CAJA_ENTRY_COLUMNS = [
  ['id', 'text'],
  ['kind', 'text'],
  ['saleId', 'text'],
  ['medioPago', 'text'],
  ['monto', 'bigint'],
  ['motivo', 'text'],
  ['comprobante', 'text'],
  ['userId', 'text'],
  ['at', 'text'],
  ['position', 'text'],
] as const satisfies RecordColumns;

/**
 * The entries joined to their user's open caja (at most one: opening one claims the user's drawer).
 * The record set's columns keep the rows' names; the open cajas' come as SQL names them.
 */
function intoOpenCajas(trx: ReadModelTransaction, entries: readonly OpenCajaEntry[]) {
  const names = OPEN_CAJA_ENTRY_COLUMNS.map(([name]) => name);
  const openCajas = trx.selectFrom('cashSessions').select(['id', 'userId']).where('estado', '=', 'abierta');
  return trx
    .insertInto('cashSessionEntries')
    .columns(['sessionId', ...names])
    .expression(
      sql`select caja.id, ${sql.join(names.map((name) => sql.raw(`e."${name}"`)))}
        from (${recordSet(entries, OPEN_CAJA_ENTRY_COLUMNS)}) as e
        join (${openCajas}) as caja on caja.user_id = e."userId"`,
    )
    .onConflict((oc) => oc.column('id').doNothing());
}

function salePayments(trx: ReadModelTransaction, payments: ReadonlyMap<string, PaidContent>) {
  return trx
    .insertInto('cashSalePayments')
    .values([...payments].map(([saleId, payment]) => paymentRow(saleId, payment)))
    .onConflict((oc) =>
      oc.column('saleId').doUpdateSet((eb) => ({
        medioPago: eb.ref('excluded.medioPago'),
        total: eb.ref('excluded.total'),
        pagos: eb.ref('excluded.pagos'),
      })),
    );
}

/** A sale's payment as its row stores it: the parts only when there is more than one method to say. */
export function paymentRow(saleId: string, sale: PaidContent) {
  return {
    saleId,
    medioPago: sale.medioPago,
    total: sale.total,
    pagos: sale.pagos && sale.pagos.length > 0 ? JSON.stringify(sale.pagos) : null,
  };
}

/**
 * One caja row per part of a sale's payment (each in its method: the closing counts them apart). The
 * first part keeps the event's id, so a sale paid by one method is one row as before; the others
 * take the event's id and their place.
 */
export function partEntries<T>(
  eventId: string,
  sale: PaidContent,
  entry: (id: string, part: { medio: string; monto: number }) => T,
): T[] {
  return paymentsOf(sale).map((part, i) => entry(i === 0 ? eventId : `${eventId}:${i}`, part));
}

/** A correction's parts replace its sale's rows in the open caja it belongs to (at the same place). */
export async function replaceOpenSaleEntries(trx: ReadModelTransaction, saleId: string, sale: PaidContent) {
  const rows = await trx
    .selectFrom('cashSessionEntries')
    .selectAll()
    .where('saleId', '=', saleId)
    .where('kind', '=', 'venta')
    .where('sessionId', 'in', (eb) =>
      eb.selectFrom('cashSessions').select('id').where('estado', '=', 'abierta'),
    )
    .execute();
  const first = rows.find((r) => !r.id.includes(':'));
  if (!first) return;
  await trx
    .deleteFrom('cashSessionEntries')
    .where(
      'id',
      'in',
      rows.map((r) => r.id),
    )
    .execute();
  await trx
    .insertInto('cashSessionEntries')
    .values(
      partEntries(first.id, sale, (id, part) => ({
        ...first,
        id,
        medioPago: part.medio,
        monto: part.monto,
      })),
    )
    .execute();
}

/**
 * Sales and voids stored after the position a closing gathered its figures at (a sale in another
 * tab during the closing) belong to no caja: the caja holds exactly what its closing counted. The
 * positions ('commit:prepare') are compared in the database: a closing after a day of 2,000 sales
 * then moves no row to this process (reading them all to compare here was most of its fold).
 */
export async function detachAfter(trx: ReadModelTransaction, sessionId: string, throughPosition: string) {
  const through = positionFromString(throughPosition);
  const position = sql.ref('position');
  await trx
    .deleteFrom('cashSessionEntries')
    .where('sessionId', '=', sessionId)
    .where('kind', 'in', ['venta', 'cobro', 'anulacion'])
    .where(
      sql<boolean>`(split_part(${position}, ':', 1)::numeric, split_part(${position}, ':', 2)::numeric) > (${through.commit.toString()}::numeric, ${through.prepare.toString()}::numeric)`,
    )
    .execute();
}
