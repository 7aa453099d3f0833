import { describe, expect, it } from 'vitest';
import { foldEvents, type Message } from '../shared/decider';
import { cashSalesOf } from './cash-sales-ledger';
import { cashSessionDecider } from './cash-session-decide';
import { cashier, movement, now, opened, sessionId } from './cash-test-fixtures';

describe('a day replayed from the events gives the same closing', () => {
  it("counts the user's sales, corrections and voids while the caja is open, and nothing else", () => {
    const sale = (
      saleId: string,
      medioPago: 'efectivo' | 'tarjeta_credito',
      total: number,
      issuedBy = cashier.userId,
    ) => ({
      type: 'SaleIssued',
      data: { saleId, medioPago, total, issuedBy, idempotencyKey: `TEMP-${saleId}` },
    });
    const log: Message[] = [
      sale('ayer', 'efectivo', 40_000), // before the caja: not counted, but voidable from it
      opened(100_000),
      sale('s1', 'efectivo', 85_000),
      sale('s2', 'tarjeta_credito', 50_000),
      sale('otro', 'efectivo', 99_000, 'otra-cajera'), // another user's sale
      sale('s3', 'tarjeta_credito', 35_000),
      { type: 'SaleCorrected', data: { saleId: 's3', medioPago: 'efectivo', total: 35_000 } },
      { type: 'SaleVoided', data: { saleId: 'ayer', voidedBy: cashier.userId } },
      { type: 'SaleVoided', data: { saleId: 'otro', voidedBy: 'otra-cajera' } },
      movement('retiro', 100_000, 'A la caja fuerte'),
      movement('gasto', 10_000, 'Esponjas'),
      // A backup restored meanwhile: its sales were paid into some drawer long ago.
      {
        type: 'SaleIssued',
        data: {
          saleId: 'importada',
          medioPago: 'efectivo',
          total: 70_000,
          issuedBy: cashier.userId,
          idempotencyKey: 'IMPORT-importada',
        },
      },
      { type: 'SaleVoided', data: { saleId: 'importada', voidedBy: cashier.userId } },
    ];
    const facts = { throughPosition: '99:1', ...cashSalesOf(log, sessionId) };
    expect(facts.porMedio).toEqual([
      { medioPago: 'efectivo', ventas: 120_000, anulaciones: 40_000 },
      { medioPago: 'tarjeta_credito', ventas: 50_000, anulaciones: 0 },
    ]);
    const sessionEvents = log.filter((e) => e.type.startsWith('Cash'));
    const [closing] = cashSessionDecider.decide(
      { type: 'CloseCashSession', data: { contado: { monto: 65_000 }, sales: facts, actor: cashier, now } },
      foldEvents(cashSessionDecider, sessionEvents),
    );
    // 100.000 + 120.000 − 40.000 − 100.000 − 10.000
    expect(closing?.data).toMatchObject({ esperado: 70_000, contado: 65_000, diferencia: -5_000 });
  });

  it('counts a payment on a customer’s account with its method, in its receiver’s caja only', () => {
    const payment = (medioPago: string, monto: number, receivedBy = cashier.userId) => ({
      type: 'CustomerPaymentReceived',
      data: { medioPago, monto, receivedBy },
    });
    const log: Message[] = [
      payment('efectivo', 5_000), // before the caja opened
      opened(100_000),
      payment('efectivo', 30_000),
      payment('transferencia', 20_000),
      payment('efectivo', 99_000, 'otra-cajera'),
    ];
    expect(cashSalesOf(log, sessionId).porMedio).toEqual([
      { medioPago: 'efectivo', ventas: 30_000, anulaciones: 0 },
      { medioPago: 'transferencia', ventas: 20_000, anulaciones: 0 },
    ]);
  });
});

describe('split payments in the caja', () => {
  const split = (saleId: string, pagos: { medio: string; monto: number; entregado?: number }[]) => ({
    type: 'SaleIssued',
    data: {
      saleId,
      medioPago: pagos[0]?.medio,
      pagos,
      total: pagos.reduce((s, p) => s + p.monto, 0),
      issuedBy: cashier.userId,
      idempotencyKey: `TEMP-${saleId}`,
    },
  });
  const closeWith = (log: Message[], contado: number) => {
    const facts = { throughPosition: '99:1', ...cashSalesOf(log, sessionId) };
    const [closing] = cashSessionDecider.decide(
      { type: 'CloseCashSession', data: { contado: { monto: contado }, sales: facts, actor: cashier, now } },
      foldEvents(
        cashSessionDecider,
        log.filter((e) => e.type.startsWith('Cash')),
      ),
    );
    return { facts, closing };
  };

  it('counts each part in its method; only the cash part (not the tendered notes) is expected cash', () => {
    const log: Message[] = [
      opened(100_000),
      // 35.000 in cash out of 50.000 tendered (15.000 change) and 50.000 by debit card.
      split('s1', [
        { medio: 'efectivo', monto: 35_000, entregado: 50_000 },
        { medio: 'tarjeta_debito', monto: 50_000 },
      ]),
      split('s2', [
        { medio: 'transferencia', monto: 20_000 },
        { medio: 'cheque', monto: 30_000 },
      ]),
    ];
    const { facts, closing } = closeWith(log, 135_000);
    expect(facts.porMedio).toEqual([
      { medioPago: 'efectivo', ventas: 35_000, anulaciones: 0 },
      { medioPago: 'tarjeta_debito', ventas: 50_000, anulaciones: 0 },
      { medioPago: 'transferencia', ventas: 20_000, anulaciones: 0 },
      { medioPago: 'cheque', ventas: 30_000, anulaciones: 0 },
    ]);
    expect(closing?.data).toMatchObject({ esperado: 135_000, diferencia: 0 });
  });

  it('a voided split sale takes only its cash part out of the drawer', () => {
    const log: Message[] = [
      split('antes', [
        { medio: 'efectivo', monto: 10_000 },
        { medio: 'tarjeta_credito', monto: 30_000 },
      ]),
      opened(100_000),
      split('s1', [
        { medio: 'efectivo', monto: 35_000, entregado: 40_000 },
        { medio: 'tarjeta_credito', monto: 50_000 },
      ]),
      { type: 'SaleVoided', data: { saleId: 's1', voidedBy: cashier.userId } },
      { type: 'SaleVoided', data: { saleId: 'antes', voidedBy: cashier.userId } },
    ];
    const { facts, closing } = closeWith(log, 90_000);
    expect(facts.porMedio).toEqual([
      { medioPago: 'efectivo', ventas: 35_000, anulaciones: 45_000 },
      { medioPago: 'tarjeta_credito', ventas: 50_000, anulaciones: 80_000 },
    ]);
    // 100.000 + 35.000 − (35.000 + 10.000)
    expect(closing?.data).toMatchObject({ esperado: 90_000, diferencia: 0 });
  });

  it('a correction from one method to a split moves the parts while the caja is open', () => {
    const log: Message[] = [
      opened(0),
      split('s1', [{ medio: 'tarjeta_credito', monto: 60_000 }]),
      {
        type: 'SaleCorrected',
        data: {
          saleId: 's1',
          medioPago: 'efectivo',
          pagos: [
            { medio: 'efectivo', monto: 20_000 },
            { medio: 'tarjeta_credito', monto: 40_000 },
          ],
          total: 60_000,
        },
      },
    ];
    expect(closeWith(log, 20_000).facts.porMedio).toEqual([
      { medioPago: 'tarjeta_credito', ventas: 40_000, anulaciones: 0 },
      { medioPago: 'efectivo', ventas: 20_000, anulaciones: 0 },
    ]);
  });
});
