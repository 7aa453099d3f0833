import { UnprocessableError, ValidationError } from '../shared/errors';
import type { PaymentMethod } from './events';
import { gs } from './messages';

/**
 * One part of what a sale was paid with. `entregado` is what the customer handed over on a cash
 * part; the change is entregado − monto (see `changeOf`), never stored so it cannot disagree.
 */
export interface SalePayment {
  readonly medio: PaymentMethod;
  readonly monto: number;
  readonly entregado?: number;
}

/** The method on which a customer hands over notes and gets change. */
export const CASH_METHOD: PaymentMethod = 'efectivo';

/** The highest number of parts one sale takes: one per method. */
export const MAX_PAYMENT_PARTS = 6;

export const paymentMessages = {
  noParts: 'Debe indicar al menos un medio de pago',
  tooManyParts: `Una venta admite hasta ${MAX_PAYMENT_PARTS} medios de pago`,
  invalidAmount: 'El monto de cada medio de pago debe ser un entero positivo en guaraníes',
  repeatedMethod: 'Cada medio de pago puede figurar una sola vez: sume los montos del mismo medio',
  tenderedNotCash: 'El monto entregado solo corresponde a un pago en efectivo',
  tenderedTooLow: 'El monto entregado no puede ser menor que el monto en efectivo',
  invalidTendered: 'El monto entregado debe ser un entero en guaraníes',
  sumMismatch: (suma: string, total: string) =>
    `Los medios de pago suman ${suma} y el total de la venta es ${total}`,
} as const;

/** What every reader of a sale's payments reads it through: a sale, an event, a row. */
export interface PaidContent {
  readonly medioPago: PaymentMethod;
  readonly total: number;
  readonly pagos?: readonly SalePayment[] | null;
}

/**
 * The parts a sale was paid with. Sales stored before split payments (and any sale paid whole by
 * one method with nothing tendered) carry no `pagos`: they read as one part of `medioPago` for the
 * total. Every reader (caja, invoice, SIFEN, screens, other contexts) goes through here.
 */
export function paymentsOf(sale: PaidContent): readonly SalePayment[] {
  if (sale.pagos && sale.pagos.length > 0) return sale.pagos;
  return [{ medio: sale.medioPago, monto: sale.total }];
}

/** The change a part gives back: only a cash part with an amount tendered has any. */
export const changeOf = (part: SalePayment): number =>
  part.entregado === undefined ? 0 : part.entregado - part.monto;

/** How much of the sale was paid in cash: what enters (or, on a void, leaves) the drawer. */
export const cashPartOf = (sale: PaidContent): number =>
  paymentsOf(sale)
    .filter((p) => p.medio === CASH_METHOD)
    .reduce((sum, p) => sum + p.monto, 0);

const isWhole = (n: number) => Number.isInteger(n) && n > 0;

/**
 * The rules of a split, checked against the server's total (the client's figures are never
 * trusted): at least one part, each a positive whole amount, one part per method (two cash parts
 * would make the change ambiguous), tendered only on cash and at least its amount, and the parts
 * adding up exactly to the total.
 */
export function checkPayments(parts: readonly SalePayment[], total: number): void {
  if (parts.length === 0) throw new ValidationError('NO_PAYMENTS', paymentMessages.noParts);
  if (parts.length > MAX_PAYMENT_PARTS)
    throw new ValidationError('TOO_MANY_PAYMENTS', paymentMessages.tooManyParts);
  const seen = new Set<string>();
  for (const part of parts) {
    if (!isWhole(part.monto)) throw new ValidationError('INVALID_PAYMENT', paymentMessages.invalidAmount);
    if (seen.has(part.medio))
      throw new ValidationError('REPEATED_PAYMENT_METHOD', paymentMessages.repeatedMethod);
    seen.add(part.medio);
    if (part.entregado === undefined) continue;
    if (part.medio !== CASH_METHOD)
      throw new ValidationError('TENDERED_NOT_CASH', paymentMessages.tenderedNotCash);
    if (!Number.isInteger(part.entregado))
      throw new ValidationError('INVALID_TENDERED', paymentMessages.invalidTendered);
    if (part.entregado < part.monto)
      throw new ValidationError('TENDERED_TOO_LOW', paymentMessages.tenderedTooLow);
  }
  const sum = parts.reduce((acc, p) => acc + p.monto, 0);
  if (sum !== total) {
    throw new UnprocessableError('PAYMENTS_MISMATCH', paymentMessages.sumMismatch(gs(sum), gs(total)), {
      total,
    });
  }
}

/**
 * The payment fields a sale's content stores: `medioPago` is the first part's method (what readers
 * from before split payments show); `pagos` is left out when it says no more than `medioPago` and the
 * total, so a plain sale's event is the same as before.
 */
export function paymentFields(parts: readonly SalePayment[]): {
  medioPago: PaymentMethod;
  pagos?: readonly SalePayment[];
} {
  const [first] = parts;
  if (!first) throw new ValidationError('NO_PAYMENTS', paymentMessages.noParts);
  const plain = parts.length === 1 && first.entregado === undefined;
  return plain ? { medioPago: first.medio } : { medioPago: first.medio, pagos: parts.map(copyPart) };
}

const copyPart = ({ medio, monto, entregado }: SalePayment): SalePayment =>
  entregado === undefined ? { medio, monto } : { medio, monto, entregado };
