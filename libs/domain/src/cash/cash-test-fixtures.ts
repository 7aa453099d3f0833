// Test data shared by the caja's unit tests (imported only by *.unit.test.ts).
import type { CashActor, CashSessionCommand, CloseCashSession, OpenCashSession } from './commands';
import type { CashMovementRecorded, CashSessionEvent, CashSessionOpened } from './events';

export const sessionId = 'caja-1';
export const cashier: CashActor = { userId: 'cajera', isAdmin: false };
export const admin: CashActor = { userId: 'admin', isAdmin: true };
export const now = '2026-11-26T11:00:00.000Z';

export const open = (fondo: OpenCashSession['data']['fondo']): OpenCashSession => ({
  type: 'OpenCashSession',
  data: { sessionId, userId: cashier.userId, fondo, now },
});
export const opened = (
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
export const movement = (
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
export const record = (m: CashMovementRecorded, actor = cashier): CashSessionCommand => ({
  type: 'RecordCashMovement',
  data: { ...m.data, actor, now },
});
export const sales = {
  throughPosition: '10:3',
  porMedio: [
    { medioPago: 'efectivo', ventas: 300_000, anulaciones: 50_000 },
    { medioPago: 'tarjeta_debito', ventas: 120_000, anulaciones: 0 },
  ],
} as const;
export const close = (contado: CloseCashSession['data']['contado'], actor = cashier): CloseCashSession => ({
  type: 'CloseCashSession',
  data: { contado, sales: { ...sales, porMedio: [...sales.porMedio] }, actor, now },
});
export const day: CashSessionEvent[] = [
  opened(100_000),
  movement('retiro', 150_000, 'A la caja fuerte'),
  movement('gasto', 20_000, 'Bolsas de residuo', '001-001-0000123'),
  movement('ingreso', 30_000, 'Cambio'),
];
// 100.000 + 300.000 − 50.000 − 150.000 − 20.000 + 30.000
export const expected = 210_000;
