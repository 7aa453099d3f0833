import type { CashSessionEvent } from '@lavadero/domain/cash/events';
import type { CustomerPaymentReceived } from '@lavadero/domain/customer-accounts/events';
import type { PaymentMethod, SaleCorrected, SaleIssued, SaleVoided } from '@lavadero/domain/sales/events';
import type { PaidContent } from '@lavadero/domain/sales/payments';
import { isImportedSaleKey } from '@lavadero/domain/sales/sale';
import { positionToString, type RecordedEvent } from '@lavadero/event-store/event-store';
import type { Projection } from '../projection';
import {
  detachAfter,
  GatheredWrites,
  type OpenCajaEntry,
  partEntries,
  paymentRow,
  replaceOpenSaleEntries,
} from './cash-session-writes';

type Handled = CashSessionEvent | SaleIssued | SaleCorrected | SaleVoided | CustomerPaymentReceived;

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

/** Events whose rows are only gathered and written at the end (the others write at once). */
const GATHERED_ONLY: ReadonlySet<string> = new Set<Handled['type']>([
  'SaleIssued',
  'SaleVoided',
  'CustomerPaymentReceived',
  'CashMovementRecorded',
]);

/** What every entry of an event starts from: the event's id and place, and no other field set. */
const entryBase = (e: RecordedEvent) => ({
  id: e.id,
  saleId: null,
  medioPago: null,
  motivo: null,
  comprobante: null,
  userId: null,
  position: positionToString(e.position),
});

/** A sale's or a void's rows in its user's open caja, one per part of the payment. */
const saleParts = (
  recorded: RecordedEvent,
  payment: PaidContent,
  entry: {
    readonly kind: 'venta' | 'anulacion';
    readonly saleId: string;
    readonly userId: string;
    readonly at: string;
  },
): OpenCajaEntry[] =>
  partEntries(recorded.id, payment, (id, part) => ({
    ...entryBase(recorded),
    id,
    ...entry,
    medioPago: part.medio,
    monto: part.monto,
  }));

/**
 * The cajas and what belongs to them, by the rule of `cash-sales-ledger.ts`: a sale to its issuer's
 * open caja, a void to the voider's, a payment on a customer's account to its receiver's, at the
 * sale's method and total as they are then. A sale's write path knows nothing of cajas; this is the
 * only place that ties them. A batch gathers its rows and writes them in one statement that finds
 * each user's open caja itself, so a batch of sales costs no statement of its own (the rows go
 * with the batch's other writes).
 */
export const cashSessionsProjection: Projection = {
  name: 'cash_sessions',
  handles: HANDLES,
  tables: ['cashSessions', 'cashSessionEntries', 'cashSalePayments'],
  defersWrites: (events) => events.every((event) => GATHERED_ONLY.has(event.type)),
  async applyBatch(trx, events, writes) {
    const gathered = new GatheredWrites();
    const paymentOf = async (saleId: string): Promise<PaidContent | undefined> => {
      const known = gathered.payments.get(saleId);
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

    for (const recorded of events) {
      const event = { type: recorded.type, data: recorded.data } as Handled;
      switch (event.type) {
        case 'SaleIssued': {
          const { saleId, issuedBy, issuedAt, idempotencyKey } = event.data;
          // A sale restored from a backup was paid into a drawer long ago: it belongs to no caja.
          if (isImportedSaleKey(idempotencyKey)) break;
          gathered.payments.set(saleId, event.data);
          gathered.toOpenCaja.push(
            ...saleParts(recorded, event.data, { kind: 'venta', saleId, userId: issuedBy, at: issuedAt }),
          );
          break;
        }
        case 'SaleCorrected': {
          const { saleId } = event.data;
          await gathered.write(trx);
          const { medioPago, total, pagos } = paymentRow(saleId, event.data);
          await trx
            .updateTable('cashSalePayments')
            .set({ medioPago, total, pagos })
            .where('saleId', '=', saleId)
            .execute();
          // Only an open caja follows the correction: a closed one keeps what its closing counted.
          await replaceOpenSaleEntries(trx, saleId, event.data);
          break;
        }
        case 'SaleVoided': {
          const { saleId, voidedBy, at } = event.data;
          const payment = await paymentOf(saleId);
          if (!payment) break;
          gathered.toOpenCaja.push(
            ...saleParts(recorded, payment, { kind: 'anulacion', saleId, userId: voidedBy, at }),
          );
          break;
        }
        case 'CustomerPaymentReceived': {
          // A payment on a customer's account is money in the receiver's drawer, like a sale.
          const { monto, medioPago, receivedBy, at } = event.data;
          gathered.toOpenCaja.push({
            ...entryBase(recorded),
            kind: 'cobro',
            medioPago,
            monto,
            userId: receivedBy,
            at,
          });
          break;
        }
        case 'CashSessionOpened': {
          const { sessionId, userId, fondoInicial, denominaciones, at } = event.data;
          // What happened before the opening does not belong to the new caja.
          await gathered.write(trx);
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
          gathered.inCaja.push({
            ...entryBase(recorded),
            sessionId,
            kind: 'apertura',
            monto: fondoInicial,
            userId,
            at,
          });
          break;
        }
        case 'CashMovementRecorded': {
          const { sessionId, kind, monto, motivo, comprobante, recordedBy, at } = event.data;
          gathered.inCaja.push({
            ...entryBase(recorded),
            sessionId,
            kind,
            monto,
            motivo,
            comprobante,
            userId: recordedBy,
            at,
          });
          break;
        }
        case 'CashSessionClosed': {
          // The caja's user is in its row already: the closing's record keeps the figures alone.
          const {
            sessionId,
            userId: _owner,
            closedBy,
            at,
            denominaciones,
            throughPosition,
            ...figures
          } = event.data;
          gathered.inCaja.push({
            ...entryBase(recorded),
            sessionId,
            kind: 'cierre',
            monto: figures.contado,
            userId: closedBy,
            at,
          });
          await gathered.write(trx);
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
          break;
        }
        case 'CashSessionCorrected': {
          const { sessionId, contado, diferencia, motivo, correctedBy, at } = event.data;
          gathered.inCaja.push({
            ...entryBase(recorded),
            sessionId,
            kind: 'correccion',
            monto: contado,
            motivo,
            userId: correctedBy,
            at,
          });
          await trx
            .updateTable('cashSessions')
            .set((eb) => ({ contado, diferencia, correcciones: eb('correcciones', '+', 1) }))
            .where('id', '=', sessionId)
            .execute();
          break;
        }
      }
    }
    writes.add(...gathered.take(trx));
  },
};
