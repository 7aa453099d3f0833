import {
  CASH_PAYMENT_METHOD,
  DEFAULT_PAYMENT_METHOD,
  PAYMENT_METHOD_OPTIONS,
  type PaymentMethodValue,
} from '@lavadero/contracts/sale-payments';

/** One part of the payment as the sale dialog holds it (the body's `pagos`). */
export interface PaymentPart {
  readonly medio: PaymentMethodValue;
  readonly monto: number;
  /** What the customer handed over, on the cash part only; null until typed. */
  readonly entregado?: number | null;
}

/** A simple sale is as fast as before: one cash part for the whole total. */
export const wholeInCash = (total: number): PaymentPart[] => [
  { medio: DEFAULT_PAYMENT_METHOD, monto: total },
];

/** One part follows the total as lines come and go; several keep what the cashier typed. */
export const followTotal = (parts: readonly PaymentPart[], total: number): PaymentPart[] =>
  parts.length === 1 ? [{ ...(parts[0] as PaymentPart), monto: total }] : [...parts];

/** What is still to be assigned to a method (negative: the parts go over the total). */
export const remainingOf = (parts: readonly PaymentPart[], total: number) =>
  total - parts.reduce((sum, p) => sum + (Number.isFinite(p.monto) ? p.monto : 0), 0);

/** Adds the next method not yet used, with what remains (nothing when the parts already cover it). */
export function addPart(parts: readonly PaymentPart[], total: number): PaymentPart[] {
  const used = new Set(parts.map((p) => p.medio));
  const next = PAYMENT_METHOD_OPTIONS.find((o) => !used.has(o.value));
  if (!next) return [...parts];
  return [...parts, { medio: next.value, monto: Math.max(0, remainingOf(parts, total)) }];
}

/** Removes a part; the last one left takes the whole total again. */
export function removePart(parts: readonly PaymentPart[], index: number, total: number): PaymentPart[] {
  const left = parts.filter((_, i) => i !== index);
  return left.length === 1 ? followTotal(left, total) : left;
}

/** A part with one field changed; a part that stops being cash loses its tendered amount. */
export function changePart(
  parts: readonly PaymentPart[],
  index: number,
  change: Partial<PaymentPart>,
): PaymentPart[] {
  return parts.map((p, i) => {
    if (i !== index) return p;
    const next = { ...p, ...change };
    return next.medio === CASH_PAYMENT_METHOD ? next : { medio: next.medio, monto: next.monto };
  });
}

/** The change of a cash part once enough was handed over; null otherwise. */
export const changeOf = (part: PaymentPart): number | null =>
  part.medio === CASH_PAYMENT_METHOD && part.entregado != null && part.entregado >= part.monto
    ? part.entregado - part.monto
    : null;

/**
 * Whether 'Procesar Venta' may be pressed: the parts add up to the total exactly, each positive and
 * whole, one per method, a tendered amount at least its part (the server checks it all again).
 */
export function partsReady(parts: readonly PaymentPart[], total: number): boolean {
  if (parts.length === 0 || total <= 0 || remainingOf(parts, total) !== 0) return false;
  if (new Set(parts.map((p) => p.medio)).size !== parts.length) return false;
  return parts.every(
    (p) =>
      Number.isInteger(p.monto) &&
      p.monto > 0 &&
      (p.entregado == null || (Number.isInteger(p.entregado) && p.entregado >= p.monto)),
  );
}
