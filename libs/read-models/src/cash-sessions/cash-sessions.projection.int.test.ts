import type { CashSessionClosed, CashSessionOpened } from '@lavadero/domain/cash/events';
import type { CustomerPaymentReceived } from '@lavadero/domain/customer-accounts/events';
import type { SaleCorrected, SaleVoided } from '@lavadero/domain/sales/events';
import { saleIssuedEvent, userId } from '@lavadero/domain/sales/test-fixtures';
import type { RecordedEvent } from '@lavadero/event-store/event-store';
import { describe, expect, it } from 'vitest';
import { applyAlone } from '../apply-alone.fixtures';
import { corrected, saleId, voided } from '../sales/sale-events.fixtures';
import { scratchReadModels } from '../scratch-read-models.fixtures';
import { cashSessionsProjection } from './cash-sessions.projection';
import { listCashSessionEntries } from './cash-sessions.queries';

const sessionId = 'caja-1';
const at = '2026-11-21T13:00:00.000Z';
const opened: CashSessionOpened = {
  type: 'CashSessionOpened',
  data: { sessionId, userId, fondoInicial: 0, denominaciones: null, openedBy: userId, at },
};
const closed = (throughPosition: string, id = sessionId): CashSessionClosed => ({
  type: 'CashSessionClosed',
  data: {
    sessionId: id,
    userId,
    fondoInicial: 0,
    ventasEfectivo: 0,
    anulacionesEfectivo: 0,
    retiros: 0,
    gastos: 0,
    ingresos: 0,
    esperado: 0,
    contado: 0,
    diferencia: 0,
    porMedio: [],
    denominaciones: null,
    throughPosition,
    closedBy: userId,
    at,
  },
});
const saleIdOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const sale = (n: number) => saleIssuedEvent({ saleId: saleIdOf(n), secuencia: n });
/** Events at (commit, prepare) positions; a commit holds several events in a multi-stream append. */
const positioned = (commit: number, prepare: number, event: { type: string; data: unknown }) =>
  ({
    ...event,
    id: `${commit}-${prepare}`,
    position: { commit: BigInt(commit), prepare: BigInt(prepare) },
  }) as unknown as RecordedEvent;

describe.each(['pglite', 'postgres'] as const)('cajas read model on %s', (kind) => {
  const scratch = scratchReadModels(kind, 'cajas');

  it('keeps in a closed caja only the sales up to the position its closing counted', async () => {
    await applyAlone(scratch.db, cashSessionsProjection, [
      positioned(9, 1, opened),
      positioned(10, 3, sale(1)),
      // Same commit, later prepare; then positions whose text sorts before the closing's.
      positioned(100, 2, sale(2)),
      positioned(100, 5, sale(3)),
      positioned(1000, 1, sale(4)),
      positioned(1001, 0, closed('100:2')),
    ]);
    const kept = (await listCashSessionEntries(scratch.db, sessionId))
      .filter((e) => e.kind === 'venta')
      .map((e) => e.saleId?.slice(-1));
    expect(kept.sort()).toEqual(['1', '2']);
  });

  // The admin's caja, where the admin's voids go.
  const adminOpened: CashSessionOpened = {
    type: 'CashSessionOpened',
    data: { ...opened.data, sessionId: 'caja-admin', userId: 'admin-1', openedBy: 'admin-1' },
  };
  const received: CustomerPaymentReceived = {
    type: 'CustomerPaymentReceived',
    data: {
      customerId: 'c-1',
      saldo: 0,
      limite: 100_000,
      at,
      paymentId: 'p-1',
      monto: 30_000,
      medioPago: 'transferencia',
      receivedBy: userId,
      fecha: '2026-11-21',
    },
  };
  const splitCorrection: SaleCorrected = {
    type: 'SaleCorrected',
    data: {
      ...corrected(at).data,
      medioPago: 'efectivo',
      pagos: [
        { medio: 'efectivo', monto: 50_000 },
        { medio: 'tarjeta_debito', monto: 35_000 },
      ],
    },
  };
  const cashierVoid: SaleVoided = {
    ...voided(at, saleId),
    data: { ...voided(at, saleId).data, voidedBy: userId },
  };
  const history = [
    sale(1), // before the cashier's caja opens: in no caja
    opened,
    saleIssuedEvent({ saleId, secuencia: 2 }),
    received,
    adminOpened,
    voided(at, saleIdOf(1)), // by the admin, of a sale in no caja: in the admin's caja
    splitCorrection, // the cashier's caja is open: its sale's row becomes the two parts
    closed('8:0'),
    sale(3), // after the closing: in no caja
    cashierVoid, // the cashier has no caja open any more: in none
  ].map((event, i) => positioned(i + 1, 0, event));
  /** Batches of two after a first batch of `first` events: each neighbouring pair shares a batch. */
  const pairs = (first: number) => {
    const rest = history.slice(first);
    const twos = Array.from({ length: Math.ceil(rest.length / 2) }, (_, i) => rest.slice(2 * i, 2 * i + 2));
    return [history.slice(0, first), ...twos].filter((batch) => batch.length > 0);
  };
  const ways = {
    'in one batch': [history],
    'event by event': history.map((event) => [event]),
    'in pairs': pairs(0),
    'in the other pairs': pairs(1),
  };
  const label = new Map([
    [saleIdOf(1), 's1'],
    [saleId, 's2'],
    [saleIdOf(3), 's3'],
  ]);

  it.each(Object.keys(ways))(
    'puts each sale, void and payment in the caja open at the time, applied %s',
    async (way) => {
      for (const batch of ways[way as keyof typeof ways])
        await applyAlone(scratch.db, cashSessionsProjection, batch);
      // Sorted: the two parts of the corrected sale share its place.
      const shown = async (caja: string) =>
        (await listCashSessionEntries(scratch.db, caja))
          .map((e) => [e.kind, e.saleId && label.get(e.saleId), e.medioPago, Number(e.monto)].join(' '))
          .sort();
      expect(await shown(sessionId)).toEqual([
        'apertura   0',
        'cierre   0',
        'cobro  transferencia 30000',
        'venta s2 efectivo 50000',
        'venta s2 tarjeta_debito 35000',
      ]);
      expect(await shown('caja-admin')).toEqual(['anulacion s1 efectivo 85000', 'apertura   0']);
      const payments = await scratch.db.selectFrom('cashSalePayments').selectAll().execute();
      expect(
        payments.map((p) => `${label.get(p.saleId)} ${p.medioPago} ${p.pagos?.length ?? 1}`).sort(),
      ).toEqual(['s1 efectivo 1', 's2 efectivo 2', 's3 efectivo 1']);
    },
  );
});
