import { describe, expect, it } from 'vitest';
import { foldEvents, type Message } from '../shared/decider';
import { deciderSpec } from '../shared/decider-spec';
import type { Histories } from '../shared/stream-plan';
import { cashSalesOf } from './cash-sales-ledger';
import { closingFigures, expectedCash } from './cash-session';
import { cashSessionDecider } from './cash-session-decide';
import { planCloseCashSession, planOpenCashSession } from './cash-session-plan';
import type { CashActor, CashSessionCommand, CloseCashSession, OpenCashSession } from './commands';
import { totalOfCount } from './denominations';
import {
  type CashMovementRecorded,
  type CashSessionClosed,
  type CashSessionEvent,
  type CashSessionOpened,
  toCashDrawerStreamId,
  toCashSessionStreamId,
} from './events';

const spec = deciderSpec(cashSessionDecider);
const sessionId = 'caja-1';
const cashier: CashActor = { userId: 'cajera', isAdmin: false };
const admin: CashActor = { userId: 'admin', isAdmin: true };
const now = '2026-11-26T11:00:00.000Z';

const open = (fondo: OpenCashSession['data']['fondo']): OpenCashSession => ({
  type: 'OpenCashSession',
  data: { sessionId, userId: cashier.userId, fondo, now },
});
const opened = (
  fondoInicial: number,
  denominaciones: CashSessionOpened['data']['denominaciones'] = null,
): CashSessionOpened => ({
  type: 'CashSessionOpened',
  data: {
    sessionId,
    userId: cashier.userId,
    fondoInicial,
    denominaciones,
    openedBy: cashier.userId,
    at: now,
  },
});
const movement = (
  kind: CashMovementRecorded['data']['kind'],
  monto: number,
  motivo: string | null = null,
  comprobante: string | null = null,
): CashMovementRecorded => ({
  type: 'CashMovementRecorded',
  data: {
    sessionId,
    movementId: `m-${kind}-${monto}`,
    kind,
    monto,
    motivo,
    comprobante,
    recordedBy: cashier.userId,
    at: now,
  },
});
const record = (m: CashMovementRecorded, actor = cashier): CashSessionCommand => ({
  type: 'RecordCashMovement',
  data: { ...m.data, actor, now },
});
const sales = {
  throughPosition: '10:3',
  porMedio: [
    { medioPago: 'efectivo', ventas: 300_000, anulaciones: 50_000 },
    { medioPago: 'tarjeta_debito', ventas: 120_000, anulaciones: 0 },
  ],
} as const;
const close = (contado: CloseCashSession['data']['contado'], actor = cashier): CloseCashSession => ({
  type: 'CloseCashSession',
  data: { contado, sales: { ...sales, porMedio: [...sales.porMedio] }, actor, now },
});
const day: CashSessionEvent[] = [
  opened(100_000),
  movement('retiro', 150_000, 'A la caja fuerte'),
  movement('gasto', 20_000, 'Bolsas de residuo', '001-001-0000123'),
  movement('ingreso', 30_000, 'Cambio'),
];
// 100.000 + 300.000 − 50.000 − 150.000 − 20.000 + 30.000
const expected = 210_000;

describe('expected cash', () => {
  it('is float + cash sales − cash part of voids − withdrawals − expenses + cash added', () => {
    const drawer = { fondoInicial: 100_000, retiros: 150_000, gastos: 20_000, ingresos: 30_000 };
    expect(expectedCash(drawer, { ventasEfectivo: 300_000, anulacionesEfectivo: 50_000 })).toBe(expected);
    const figures = closingFigures(drawer, { ...sales, porMedio: [...sales.porMedio] }, 200_000);
    expect(figures).toMatchObject({ esperado: expected, contado: 200_000, diferencia: -10_000 });
    expect(figures.porMedio).toEqual([
      { medioPago: 'efectivo', ventas: 300_000, anulaciones: 50_000, neto: 250_000 },
      { medioPago: 'tarjeta_debito', ventas: 120_000, anulaciones: 0, neto: 120_000 },
    ]);
  });
});

describe('cash session decider', () => {
  it('opens with a float counted by denomination or given as a total', () => {
    spec
      .given([])
      .when(open({ monto: 150_000 }))
      .then([opened(150_000)]);
    spec
      .given([])
      .when(open({ denominaciones: { '100000': 1, '1000': 3, '500': 0 } }))
      .then([opened(103_000, { '100000': 1, '1000': 3 })]);
    expect(totalOfCount({ '50000': 2, '50': 3 })).toBe(100_150);
  });

  it('refuses a float that is negative, fractional, or disagrees with its count', () => {
    spec
      .given([])
      .when(open({ monto: -1 }))
      .thenThrows('INVALID_AMOUNT');
    spec
      .given([])
      .when(open({ monto: 10.5 }))
      .thenThrows('INVALID_AMOUNT');
    spec
      .given([])
      .when(open({ denominaciones: { '1000': -2 } }))
      .thenThrows('INVALID_DENOMINATION_COUNT');
    spec
      .given([])
      .when(open({ denominaciones: { '1000': 1.5 } }))
      .thenThrows('INVALID_DENOMINATION_COUNT');
    spec
      .given([])
      .when(open({ denominaciones: { '300': 1 } as never }))
      .thenThrows('INVALID_DENOMINATION_COUNT');
    spec
      .given([])
      .when(open({ monto: 5_000, denominaciones: { '1000': 4 } }))
      .thenThrows('COUNT_MISMATCH');
    spec
      .given([opened(0)])
      .when(open({ monto: 0 }))
      .thenThrows('CASH_SESSION_EXISTS');
  });

  it('records withdrawals, expenses with reason and receipt, and cash added', () => {
    spec
      .given([opened(0)])
      .when(record(movement('retiro', 150_000, 'A la caja fuerte')))
      .then([movement('retiro', 150_000, 'A la caja fuerte')]);
    spec
      .given([opened(0)])
      .when(record(movement('gasto', 20_000, '  Bolsas de residuo ', '001-001-0000123')))
      .then([movement('gasto', 20_000, 'Bolsas de residuo', '001-001-0000123')]);
  });

  it('refuses a movement without a positive whole amount, an expense without reason, or into a closed caja', () => {
    spec
      .given([opened(0)])
      .when(record(movement('retiro', 0)))
      .thenThrows('INVALID_AMOUNT');
    spec
      .given([opened(0)])
      .when(record(movement('ingreso', -5)))
      .thenThrows('INVALID_AMOUNT');
    spec
      .given([opened(0)])
      .when(record(movement('ingreso', 2.5)))
      .thenThrows('INVALID_AMOUNT');
    spec
      .given([opened(0)])
      .when(record(movement('gasto', 5_000, '  ')))
      .thenThrows('REASON_REQUIRED');
    spec
      .given([])
      .when(record(movement('retiro', 5_000)))
      .thenThrows('CASH_SESSION_NOT_FOUND');
    const closed = cashSessionDecider.decide(close({ monto: 0 }), {
      status: 'open',
      sessionId,
      userId: cashier.userId,
      fondoInicial: 0,
      retiros: 0,
      gastos: 0,
      ingresos: 0,
    });
    spec
      .given([opened(0), ...(closed as CashSessionEvent[])])
      .when(record(movement('retiro', 5_000)))
      .thenThrows('CASH_SESSION_CLOSED');
  });

  it("refuses another user's caja to a cashier, not to an admin", () => {
    const other: CashActor = { userId: 'otra', isAdmin: false };
    spec
      .given([opened(0)])
      .when(record(movement('retiro', 5_000), other))
      .thenThrows('NOT_YOUR_CASH_SESSION');
    spec
      .given([opened(0)])
      .when(close({ monto: 0 }, other))
      .thenThrows('NOT_YOUR_CASH_SESSION');
    const [closedByAdmin] = cashSessionDecider.decide(close({ monto: 0 }, admin), {
      status: 'open',
      sessionId,
      userId: cashier.userId,
      fondoInicial: 0,
      retiros: 0,
      gastos: 0,
      ingresos: 0,
    });
    expect(closedByAdmin?.data).toMatchObject({ userId: cashier.userId, closedBy: admin.userId });
  });

  it('closes with expected, counted and difference from the drawer, the movements and the sales facts', () => {
    const closed: CashSessionClosed = {
      type: 'CashSessionClosed',
      data: {
        sessionId,
        userId: cashier.userId,
        fondoInicial: 100_000,
        ventasEfectivo: 300_000,
        anulacionesEfectivo: 50_000,
        retiros: 150_000,
        gastos: 20_000,
        ingresos: 30_000,
        esperado: expected,
        contado: 205_000,
        diferencia: -5_000,
        porMedio: [
          { medioPago: 'efectivo', ventas: 300_000, anulaciones: 50_000, neto: 250_000 },
          { medioPago: 'tarjeta_debito', ventas: 120_000, anulaciones: 0, neto: 120_000 },
        ],
        denominaciones: { '100000': 2, '5000': 1 },
        throughPosition: '10:3',
        closedBy: cashier.userId,
        at: now,
      },
    };
    spec
      .given(day)
      .when(close({ denominaciones: { '100000': 2, '5000': 1 } }))
      .then([closed]);
    spec
      .given([...day, closed])
      .when(close({ monto: 0 }))
      .thenThrows('CASH_SESSION_CLOSED');
  });

  it('corrects a closed caja only as an admin, with a reason, as a new event', () => {
    const closedEvents = cashSessionDecider.decide(close({ monto: 205_000 }), {
      status: 'open',
      sessionId,
      userId: cashier.userId,
      fondoInicial: 100_000,
      retiros: 150_000,
      gastos: 20_000,
      ingresos: 30_000,
    }) as CashSessionEvent[];
    const history = [opened(100_000), ...closedEvents];
    const correct = (actor: CashActor, motivo: string, monto = 210_000): CashSessionCommand => ({
      type: 'CorrectCashSession',
      data: { contado: { monto }, motivo, actor, now },
    });
    spec
      .given(history)
      .when(correct(admin, 'Billete contado dos veces'))
      .then([
        {
          type: 'CashSessionCorrected',
          data: {
            sessionId,
            contado: 210_000,
            denominaciones: null,
            diferencia: 0,
            motivo: 'Billete contado dos veces',
            correctedBy: 'admin',
            at: now,
          },
        },
      ]);
    spec.given(history).when(correct(cashier, 'Recuento')).thenThrows('ADMIN_ONLY');
    spec.given(history).when(correct(admin, ' ')).thenThrows('REASON_REQUIRED');
    spec
      .given(history)
      .when(correct(admin, 'Igual', 205_000))
      .thenThrows('SAME_COUNT');
    spec
      .given([opened(0)])
      .when(correct(admin, 'Recuento'))
      .thenThrows('CASH_SESSION_NOT_CLOSED');
  });
});

describe('opening and closing plans', () => {
  const drawer = toCashDrawerStreamId(cashier.userId);
  const session = toCashSessionStreamId(sessionId);

  it('opens one caja per user: the drawer is taken in the opening append', () => {
    const plan = planOpenCashSession(open({ monto: 0 }));
    expect(plan.expectNew).toEqual([session]);
    expect(plan.decide(new Map())).toEqual([
      {
        streamId: drawer,
        events: [{ type: 'CashDrawerClaimed', data: { userId: cashier.userId, sessionId } }],
      },
      { streamId: session, events: [opened(0)] },
    ]);
    const taken: Histories = new Map([
      [drawer, [{ type: 'CashDrawerClaimed', data: { userId: cashier.userId, sessionId: 'otra' } }]],
    ]);
    expect(() => plan.decide(taken)).toThrow('Ya tiene una caja abierta');
  });

  it('frees the drawer in the closing append', () => {
    const plan = planCloseCashSession(sessionId, cashier.userId, close({ monto: 0 }));
    const histories: Histories = new Map([
      [session, [opened(0)]],
      [drawer, [{ type: 'CashDrawerClaimed', data: { userId: cashier.userId, sessionId } }]],
    ]);
    const [closed, released] = plan.decide(histories);
    expect(closed?.events.map((e) => e.type)).toEqual(['CashSessionClosed']);
    expect(released?.events).toEqual([
      { type: 'CashDrawerReleased', data: { userId: cashier.userId, sessionId } },
    ]);
  });
});

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
});
