import type { CashSessionEvent } from '@lavadero/domain/cash/events';
import type { CustomerPaymentReceived } from '@lavadero/domain/customer-accounts/events';
import type { PaymentMethod, SaleCorrected, SaleIssued, SaleVoided } from '@lavadero/domain/sales/events';
import { type PaidContent, paymentsOf } from '@lavadero/domain/sales/payments';
import { isImportedSaleKey } from '@lavadero/domain/sales/sale';
import { positionFromString, positionToString, type RecordedEvent } from '@lavadero/event-store/event-store';
import { type Insertable, sql } from 'kysely';
import type { ReadModelTransaction } from '../database';
import type { Projection } from '../projection';
import type { CashSessionEntriesTable } from './cash-sessions.table';

type Handled = CashSessionEvent | SaleIssued | SaleCorrected | SaleVoided | CustomerPaymentReceived;
type Entry = Insertable<CashSessionEntriesTable>;

const HANDLES: readonly Handled['type'][] = [
  'CashSessionOpened',
  'CashMovementRecorded',
  'CashSessionClosed',
  'CashSessionCorrected',
  'SaleIssued',
  'SaleCorrected',
  'SaleVoided',
  'CustomerPaymentReceived',
];

/**
 * The cajas and what belongs to them, by the rule of `cash-sales-ledger.ts`: a sale to its issuer's
 * open caja, a void to the voider's, a payment on a customer's account to its receiver's, at the sale's method and total as they are then. A sale's
 * write path knows nothing of cajas; this is the only place that ties them. A batch keeps the open
 * cajas in memory and writes its new rows in one statement, so a batch of sales costs two.
 */
export const cashSessionsProjection: Projection = {
  name: 'cash_sessions',
  handles: HANDLES,
  tables: ['cashSessions', 'cashSessionEntries', 'cashSalePayments'],
  async applyBatch(trx, events) {
    const open = new Map<string, string>(); // userId → open sessionId
    for (const row of await trx
      .selectFrom('cashSessions')
      .select(['id', 'userId'])
      .where('estado', '=', 'abierta')
      .execute()) {
      open.set(row.userId, row.id);
    }
    let entries: Entry[] = [];
    const payments = new Map<string, PaidContent>();
    const flush = async () => {
      if (entries.length > 0) {
        await trx
          .insertInto('cashSessionEntries')
          .values(entries)
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
      }
      if (payments.size > 0) {
        const rows = [...payments].map(([saleId, p]) => paymentRow(saleId, p));
        await trx
          .insertInto('cashSalePayments')
          .values(rows)
          .onConflict((oc) =>
            oc.column('saleId').doUpdateSet((eb) => ({
              medioPago: eb.ref('excluded.medioPago'),
              total: eb.ref('excluded.total'),
              pagos: eb.ref('excluded.pagos'),
            })),
          )
          .execute();
      }
      entries = [];
      payments.clear();
    };
    const paymentOf = async (saleId: string) => {
      const known = payments.get(saleId);
      if (known) return known;
      const row = await trx
        .selectFrom('cashSalePayments')
        .selectAll()
        .where('saleId', '=', saleId)
        .executeTakeFirst();
      return row
        ? { medioPago: row.medioPago as PaymentMethod, total: Number(row.total), pagos: row.pagos }
        : undefined;
    };
    const entryOf = (
      e: RecordedEvent,
      sessionId: string,
      fields: Partial<Entry> & Pick<Entry, 'kind' | 'monto' | 'at'>,
    ): Entry => ({
      id: e.id,
      sessionId,
      saleId: null,
      medioPago: null,
      motivo: null,
      comprobante: null,
      userId: null,
      position: positionToString(e.position),
      ...fields,
    });

    for (const recorded of events) {
      const event = { type: recorded.type, data: recorded.data } as Handled;
      switch (event.type) {
        case 'SaleIssued': {
          const { saleId, issuedBy, issuedAt, idempotencyKey } = event.data;
          // A sale restored from a backup was paid into a drawer long ago: it belongs to no caja.
          if (isImportedSaleKey(idempotencyKey)) break;
          payments.set(saleId, event.data);
          const sessionId = open.get(issuedBy);
          if (sessionId) {
            entries.push(
              ...partEntries(recorded.id, event.data, (id, part) =>
                entryOf(recorded, sessionId, {
                  id,
                  kind: 'venta',
                  saleId,
                  medioPago: part.medio,
                  monto: part.monto,
                  userId: issuedBy,
                  at: issuedAt,
                }),
              ),
            );
          }
          break;
        }
        case 'SaleCorrected': {
          const { saleId } = event.data;
          await flush();
          const { medioPago, total, pagos } = paymentRow(saleId, event.data);
          await trx
            .updateTable('cashSalePayments')
            .set({ medioPago, total, pagos })
            .where('saleId', '=', saleId)
            .execute();
          // Only an open caja follows the correction: a closed one keeps what its closing counted.
          await replaceOpenSaleEntries(trx, saleId, [...open.values()], event.data);
          break;
        }
        case 'SaleVoided': {
          const { saleId, voidedBy, at } = event.data;
          const sessionId = open.get(voidedBy);
          const payment = sessionId ? await paymentOf(saleId) : undefined;
          if (sessionId && payment) {
            entries.push(
              ...partEntries(recorded.id, payment, (id, part) =>
                entryOf(recorded, sessionId, {
                  id,
                  kind: 'anulacion',
                  saleId,
                  medioPago: part.medio,
                  monto: part.monto,
                  userId: voidedBy,
                  at,
                }),
              ),
            );
          }
          break;
        }
        case 'CustomerPaymentReceived': {
          // A payment on a customer's account is money in the receiver's drawer, like a sale.
          const { monto, medioPago, receivedBy, at } = event.data;
          const sessionId = open.get(receivedBy);
          if (sessionId) {
            entries.push(
              entryOf(recorded, sessionId, {
                kind: 'cobro',
                medioPago,
                monto,
                userId: receivedBy,
                at,
              }),
            );
          }
          break;
        }
        case 'CashSessionOpened': {
          const { sessionId, userId, fondoInicial, denominaciones, at } = event.data;
          await trx
            .insertInto('cashSessions')
            .values({
              id: sessionId,
              userId,
              estado: 'abierta',
              fondoInicial,
              denominacionesApertura: denominaciones ? JSON.stringify(denominaciones) : null,
              openedAt: at,
              correcciones: 0,
            })
            .onConflict((oc) => oc.column('id').doNothing())
            .execute();
          open.set(userId, sessionId);
          entries.push(entryOf(recorded, sessionId, { kind: 'apertura', monto: fondoInicial, userId, at }));
          break;
        }
        case 'CashMovementRecorded': {
          const { sessionId, kind, monto, motivo, comprobante, recordedBy, at } = event.data;
          entries.push(
            entryOf(recorded, sessionId, { kind, monto, motivo, comprobante, userId: recordedBy, at }),
          );
          break;
        }
        case 'CashSessionClosed': {
          const { sessionId, userId, closedBy, at, denominaciones, throughPosition, ...figures } = event.data;
          entries.push(
            entryOf(recorded, sessionId, { kind: 'cierre', monto: figures.contado, userId: closedBy, at }),
          );
          await flush();
          await detachAfter(trx, sessionId, throughPosition);
          await trx
            .updateTable('cashSessions')
            .set({
              estado: 'cerrada',
              closedAt: at,
              closedBy,
              cierre: JSON.stringify({ ...figures, denominaciones, throughPosition }),
              contado: figures.contado,
              diferencia: figures.diferencia,
            })
            .where('id', '=', sessionId)
            .execute();
          if (open.get(userId) === sessionId) open.delete(userId);
          break;
        }
        case 'CashSessionCorrected': {
          const { sessionId, contado, diferencia, motivo, correctedBy, at } = event.data;
          entries.push(
            entryOf(recorded, sessionId, {
              kind: 'correccion',
              monto: contado,
              motivo,
              userId: correctedBy,
              at,
            }),
          );
          await trx
            .updateTable('cashSessions')
            .set((eb) => ({ contado, diferencia, correcciones: eb('correcciones', '+', 1) }))
            .where('id', '=', sessionId)
            .execute();
          break;
        }
      }
    }
    await flush();
  },
};

/** A sale's payment as its row stores it: the parts only when there is more than one method to say. */
function paymentRow(saleId: string, sale: PaidContent) {
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
function partEntries(
  eventId: string,
  sale: PaidContent,
  entry: (id: string, part: { medio: string; monto: number }) => Entry,
): Entry[] {
  return paymentsOf(sale).map((part, i) => entry(i === 0 ? eventId : `${eventId}:${i}`, part));
}

/** A correction's parts replace its sale's rows in the open caja it belongs to (at the same place). */
async function replaceOpenSaleEntries(
  trx: ReadModelTransaction,
  saleId: string,
  openIds: readonly string[],
  sale: PaidContent,
) {
  if (openIds.length === 0) return;
  const rows = await trx
    .selectFrom('cashSessionEntries')
    .selectAll()
    .where('saleId', '=', saleId)
    .where('kind', '=', 'venta')
    .where('sessionId', 'in', openIds)
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
async function detachAfter(trx: ReadModelTransaction, sessionId: string, throughPosition: string) {
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
