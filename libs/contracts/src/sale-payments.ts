import { saleAmount } from './building-blocks';
import { z } from './zod-es';

/**
 * The payment methods (spec 1 §3, §9), value and label, in the order the screens list them. Here
 * rather than in sales.ts so that the parts' schema and the sale's share one list. 'cuenta' is a
 * credit sale (or the credit part of one): it needs a real customer within their credit limit
 * (customer-accounts).
 */
export const PAYMENT_METHOD_OPTIONS = [
  { value: 'efectivo', label: 'Efectivo' },
  { value: 'tarjeta_credito', label: 'Tarjeta de Crédito' },
  { value: 'tarjeta_debito', label: 'Tarjeta de Débito' },
  { value: 'transferencia', label: 'Transferencia' },
  { value: 'cheque', label: 'Cheque' },
  { value: 'cuenta', label: 'Cuenta (crédito)' },
] as const;
export type PaymentMethodValue = (typeof PAYMENT_METHOD_OPTIONS)[number]['value'];
export const PAYMENT_METHOD_VALUES = PAYMENT_METHOD_OPTIONS.map((o) => o.value) as [
  PaymentMethodValue,
  ...PaymentMethodValue[],
];
export const DEFAULT_PAYMENT_METHOD: PaymentMethodValue = 'efectivo';
export const CASH_PAYMENT_METHOD: PaymentMethodValue = 'efectivo';

export const paymentMethodLabel = (value: string) =>
  PAYMENT_METHOD_OPTIONS.find((o) => o.value === value)?.label ?? value;

export const INVALID_PAYMENT_METHOD =
  'Medio de pago inválido: elija efectivo, tarjeta de crédito, tarjeta de débito, transferencia, cheque o cuenta';

/** One part of a split payment as the client sends it; `entregado` only on a cash part. */
function paymentPart(strings: boolean) {
  return z.object({
    medio: z.enum(PAYMENT_METHOD_VALUES, { error: INVALID_PAYMENT_METHOD }),
    monto: saleAmount('El monto del pago', { strings, min: 1 }),
    entregado: saleAmount('El monto entregado', { strings, min: 1 })
      .nullish()
      .transform((v) => v ?? undefined),
  });
}

export const paymentParts = (strings: boolean) =>
  z
    .array(paymentPart(strings), { error: 'Los medios de pago deben ser una lista' })
    // No upper bound of its own: one part per method bounds it (refinePayments).
    .min(1, 'Debe indicar al menos un medio de pago')
    .nullish()
    .transform((v) => v ?? null);

type Part = { medio: string; monto: number; entregado?: number | undefined };

/**
 * The rules a split states by itself, checked in the browser and on the server alike: one part per
 * method, tendered only on cash and at least its part, and the parts adding up to the body's total
 * (the server then checks that total against its own).
 */
export function refinePayments(body: { pagos: Part[] | null; total: number }, ctx: z.RefinementCtx) {
  const { pagos, total } = body;
  // A part refused on its own (empty list, zero, negative) already says what is wrong.
  if (!pagos || pagos.length === 0 || pagos.some((p) => !Number.isInteger(p.monto) || p.monto < 1)) return;
  const issue = (message: string, path: (string | number)[] = ['pagos']) =>
    ctx.addIssue({ code: 'custom', message, path });
  const medios = pagos.map((p) => p.medio);
  if (new Set(medios).size !== medios.length)
    issue('Cada medio de pago puede figurar una sola vez: sume los montos del mismo medio');
  pagos.forEach((p, i) => {
    if (p.entregado === undefined) return;
    if (p.medio !== CASH_PAYMENT_METHOD)
      issue('El monto entregado solo corresponde a un pago en efectivo', ['pagos', i, 'entregado']);
    else if (p.entregado < p.monto)
      issue('El monto entregado no puede ser menor que el monto en efectivo', ['pagos', i, 'entregado']);
  });
  const sum = pagos.reduce((s, p) => s + p.monto, 0);
  if (sum !== total) {
    const gs = (n: number) => `Gs. ${n.toLocaleString('es-PY')}`;
    issue(`Los medios de pago suman ${gs(sum)} y el total de la venta es ${gs(total)}`);
  }
}
