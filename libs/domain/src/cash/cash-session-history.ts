import { PAYMENT_METHOD_LABELS } from '../sales/sale-history';
import { assertNever } from '../shared/decider';
import {
  details,
  entryOf,
  type HistoryEntry,
  type HistoryEvent,
  type HistoryNames,
  money,
  otherEntry,
} from '../shared/history';
import type { CashMovementKind, CashSessionEvent } from './events';

const TYPES = new Set<string>([
  'CashSessionOpened',
  'CashMovementRecorded',
  'CashSessionClosed',
  'CashSessionCorrected',
]);

const MOVEMENT_TITLES: Record<CashMovementKind, string> = {
  retiro: 'Retiro a caja fuerte',
  gasto: 'Gasto pagado de caja',
  ingreso: 'Ingreso de efectivo',
};

/** A difference with its sign: a drawer short reads 'Gs. -10.000', one over 'Gs. +5.000'. */
const difference = (amount: number) =>
  amount > 0 ? `Gs. +${amount.toLocaleString('es-PY')}` : money(amount);

/**
 * A caja's history: opened with its float, each cash movement, the closing with every figure it
 * showed, and an admin's recounts with their reason. Its sales belong to it by projection (the
 * seller's open caja), not by event: they read in each sale's own history.
 */
export function cashSessionHistory(events: readonly HistoryEvent[], names: HistoryNames): HistoryEntry[] {
  return events.map((event) => {
    if (!TYPES.has(event.type)) return otherEntry(event, names);
    const cash = { type: event.type, data: event.data } as CashSessionEvent;
    switch (cash.type) {
      case 'CashSessionOpened':
        return entryOf(event, names, {
          kind: 'opened',
          title: 'Caja abierta',
          details: details(
            ['Cajero', names.user(cash.data.userId) ?? undefined],
            ['Fondo inicial', money(cash.data.fondoInicial)],
          ),
        });
      case 'CashMovementRecorded':
        return entryOf(event, names, {
          kind: cash.data.kind,
          title: MOVEMENT_TITLES[cash.data.kind],
          details: details(
            ['Monto', money(cash.data.monto)],
            ['Motivo', cash.data.motivo],
            ['Comprobante', cash.data.comprobante],
          ),
        });
      case 'CashSessionClosed':
        return entryOf(event, names, {
          kind: 'closed',
          title: 'Caja cerrada (arqueo)',
          details: [
            ...details(
              ['Fondo inicial', money(cash.data.fondoInicial)],
              ['Ventas en efectivo', money(cash.data.ventasEfectivo)],
              ['Anulaciones en efectivo', money(cash.data.anulacionesEfectivo)],
              ['Retiros', money(cash.data.retiros)],
              ['Gastos', money(cash.data.gastos)],
              ['Ingresos', money(cash.data.ingresos)],
              ['Efectivo esperado', money(cash.data.esperado)],
              ['Efectivo contado', money(cash.data.contado)],
              ['Diferencia', difference(cash.data.diferencia)],
            ),
            ...cash.data.porMedio.map((m) => ({
              label: PAYMENT_METHOD_LABELS[m.medioPago] ?? m.medioPago,
              value: money(m.neto),
            })),
          ],
        });
      case 'CashSessionCorrected':
        return entryOf(event, names, {
          kind: 'corrected',
          title: 'Arqueo corregido',
          details: details(
            ['Efectivo contado', money(cash.data.contado)],
            ['Diferencia', difference(cash.data.diferencia)],
            ['Motivo', cash.data.motivo],
          ),
        });
      default:
        return assertNever(cash);
    }
  });
}
