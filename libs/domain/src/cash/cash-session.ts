import type { PaymentMethod } from '../sales/events';
import { assertNever } from '../shared/decider';
import type { CashSessionEvent, ClosingFigures, MethodTotal } from './events';

export type CashSessionState =
  | { readonly status: 'absent' }
  | {
      readonly status: 'open';
      readonly sessionId: string;
      readonly userId: string;
      readonly fondoInicial: number;
      readonly retiros: number;
      readonly gastos: number;
      readonly ingresos: number;
    }
  | {
      readonly status: 'closed';
      readonly sessionId: string;
      readonly userId: string;
      readonly esperado: number;
      readonly contado: number;
    };

export const initialCashSessionState = (): CashSessionState => ({ status: 'absent' });

export function evolveCashSession(state: CashSessionState, event: CashSessionEvent): CashSessionState {
  switch (event.type) {
    case 'CashSessionOpened': {
      const { sessionId, userId, fondoInicial } = event.data;
      return { status: 'open', sessionId, userId, fondoInicial, retiros: 0, gastos: 0, ingresos: 0 };
    }
    case 'CashMovementRecorded': {
      if (state.status !== 'open') return state;
      const { kind, monto } = event.data;
      const key = kind === 'retiro' ? 'retiros' : kind === 'gasto' ? 'gastos' : 'ingresos';
      return { ...state, [key]: state[key] + monto };
    }
    case 'CashSessionClosed': {
      const { sessionId, userId, esperado, contado } = event.data;
      return { status: 'closed', sessionId, userId, esperado, contado };
    }
    case 'CashSessionCorrected':
      return state.status === 'closed' ? { ...state, contado: event.data.contado } : state;
    default:
      return assertNever(event);
  }
}

/** What the caja's user sold and gave back per method, gathered from the sales up to a position. */
export interface CashSalesFacts {
  readonly throughPosition: string;
  readonly porMedio: readonly {
    readonly medioPago: PaymentMethod;
    readonly ventas: number;
    readonly anulaciones: number;
  }[];
}

/** The drawer's side of a caja: its float and its movements. */
export interface DrawerFigures {
  readonly fondoInicial: number;
  readonly retiros: number;
  readonly gastos: number;
  readonly ingresos: number;
}

/**
 * The cash that should be in the drawer: float + cash sales − cash part of voids − withdrawals −
 * expenses + cash added. Only the cash method reaches the drawer; cards, transfers and cheques
 * are reconciled against their own slips.
 */
export function expectedCash(
  drawer: DrawerFigures,
  cash: { readonly ventasEfectivo: number; readonly anulacionesEfectivo: number },
): number {
  return (
    drawer.fondoInicial +
    cash.ventasEfectivo -
    cash.anulacionesEfectivo -
    drawer.retiros -
    drawer.gastos +
    drawer.ingresos
  );
}

/** Every figure of a closing, from the drawer's figures, the sales facts and the counted cash. */
export function closingFigures(
  drawer: DrawerFigures,
  sales: CashSalesFacts,
  contado: number,
): ClosingFigures {
  const porMedio: MethodTotal[] = sales.porMedio
    .filter((m) => m.ventas !== 0 || m.anulaciones !== 0)
    .map((m) => ({ ...m, neto: m.ventas - m.anulaciones }))
    .sort((a, b) => a.medioPago.localeCompare(b.medioPago));
  const efectivo = porMedio.find((m) => m.medioPago === 'efectivo');
  const ventasEfectivo = efectivo?.ventas ?? 0;
  const anulacionesEfectivo = efectivo?.anulaciones ?? 0;
  const esperado = expectedCash(drawer, { ventasEfectivo, anulacionesEfectivo });
  return {
    fondoInicial: drawer.fondoInicial,
    ventasEfectivo,
    anulacionesEfectivo,
    retiros: drawer.retiros,
    gastos: drawer.gastos,
    ingresos: drawer.ingresos,
    esperado,
    contado,
    diferencia: contado - esperado,
    porMedio,
  };
}
