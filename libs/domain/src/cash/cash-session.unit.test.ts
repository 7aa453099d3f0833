import { describe, expect, it } from 'vitest';
import { foldEvents } from '../shared/decider';
import { deciderSpec } from '../shared/decider-spec';
import { closingFigures, expectedCash } from './cash-session';
import { cashSessionDecider } from './cash-session-decide';
import {
  admin,
  cashier,
  close,
  day,
  expected,
  movement,
  now,
  open,
  opened,
  record,
  sales,
  sessionId,
} from './cash-test-fixtures';
import type { CashActor, CashSessionCommand } from './commands';
import { totalOfCount } from './denominations';
import type { CashSessionClosed, CashSessionEvent } from './events';

const spec = deciderSpec(cashSessionDecider);

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
    const closed = cashSessionDecider.decide(
      close({ monto: 0 }),
      foldEvents(cashSessionDecider, [opened(0)]),
    );
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
    const [closedByAdmin] = cashSessionDecider.decide(
      close({ monto: 0 }, admin),
      foldEvents(cashSessionDecider, [opened(0)]),
    );
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
