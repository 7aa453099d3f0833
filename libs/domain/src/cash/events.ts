import type { PaymentMethod } from '../sales/events';
import type { Message } from '../shared/decider';
import type { DenominationCount } from './denominations';

export const CASH_MOVEMENT_KINDS = ['retiro', 'gasto', 'ingreso'] as const;
/** retiro: to the safe; gasto: an expense paid from the drawer; ingreso: cash added. */
export type CashMovementKind = (typeof CASH_MOVEMENT_KINDS)[number];

/** What a method took in a caja: its sales, the part given back by voids, and what remains. */
export interface MethodTotal {
  readonly medioPago: PaymentMethod;
  readonly ventas: number;
  readonly anulaciones: number;
  readonly neto: number;
}

/** Every figure a closing showed, so the closing is read as it was, never recomputed later. */
export interface ClosingFigures {
  readonly fondoInicial: number;
  readonly ventasEfectivo: number;
  readonly anulacionesEfectivo: number;
  readonly retiros: number;
  readonly gastos: number;
  readonly ingresos: number;
  readonly esperado: number;
  readonly contado: number;
  readonly diferencia: number;
  readonly porMedio: readonly MethodTotal[];
}

/** A caja opened by `userId` with the float counted into the drawer (by denomination or as a total). */
export type CashSessionOpened = Message<
  'CashSessionOpened',
  {
    readonly sessionId: string;
    readonly userId: string;
    readonly fondoInicial: number;
    readonly denominaciones: DenominationCount | null;
    readonly openedBy: string;
    readonly at: string;
  }
>;
export type CashMovementRecorded = Message<
  'CashMovementRecorded',
  {
    readonly sessionId: string;
    readonly movementId: string;
    readonly kind: CashMovementKind;
    readonly monto: number;
    readonly motivo: string | null;
    readonly comprobante: string | null;
    readonly recordedBy: string;
    readonly at: string;
  }
>;
/**
 * The arqueo. `throughPosition` is the global position the sales figures were gathered at: the
 * sales and voids of the caja are those of its user after the opening and up to it.
 */
export type CashSessionClosed = Message<
  'CashSessionClosed',
  ClosingFigures & {
    readonly sessionId: string;
    readonly userId: string;
    readonly denominaciones: DenominationCount | null;
    readonly throughPosition: string;
    readonly closedBy: string;
    readonly at: string;
  }
>;
/** An admin's recount of a closed caja: the closing stays, this says what the count really was. */
export type CashSessionCorrected = Message<
  'CashSessionCorrected',
  {
    readonly sessionId: string;
    readonly contado: number;
    readonly denominaciones: DenominationCount | null;
    readonly diferencia: number;
    readonly motivo: string;
    readonly correctedBy: string;
    readonly at: string;
  }
>;

export type CashSessionEvent =
  | CashSessionOpened
  | CashMovementRecorded
  | CashSessionClosed
  | CashSessionCorrected;

export const CASH_SESSION_EVENT_TYPES: readonly CashSessionEvent['type'][] = [
  'CashSessionOpened',
  'CashMovementRecorded',
  'CashSessionClosed',
  'CashSessionCorrected',
];

/** The user's drawer: which caja of theirs is open, so that there is never more than one. */
export type CashDrawerClaimed = Message<
  'CashDrawerClaimed',
  { readonly userId: string; readonly sessionId: string }
>;
export type CashDrawerReleased = Message<
  'CashDrawerReleased',
  { readonly userId: string; readonly sessionId: string }
>;
export type CashDrawerEvent = CashDrawerClaimed | CashDrawerReleased;

export const toCashSessionStreamId = (sessionId: string) => `cash-session-${sessionId}`;
export const toCashDrawerStreamId = (userId: string) => `cash-drawer-${userId}`;
