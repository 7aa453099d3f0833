import { guaraniAmount } from './building-blocks';
import { PAYMENT_METHOD_OPTIONS } from './sales';
import { z } from './zod-es';

/** The methods a payment on an account may come in: every method but the account itself. */
export const ACCOUNT_PAYMENT_METHOD_OPTIONS = PAYMENT_METHOD_OPTIONS.filter((o) => o.value !== 'cuenta');
const ACCOUNT_PAYMENT_METHOD_VALUES = ACCOUNT_PAYMENT_METHOD_OPTIONS.map((o) => o.value) as [
  (typeof ACCOUNT_PAYMENT_METHOD_OPTIONS)[number]['value'],
  ...(typeof ACCOUNT_PAYMENT_METHOD_OPTIONS)[number]['value'][],
];

/** POST /api/customers/{id}/account/payments: money received on the account into the user's open caja. */
export const AccountPaymentBody = z.object({
  monto: guaraniAmount('El monto del pago').refine((n) => n > 0, 'El monto del pago debe ser mayor a 0'),
  medioPago: z.enum(ACCOUNT_PAYMENT_METHOD_VALUES, {
    error: 'Medio de pago inválido: efectivo, tarjeta, transferencia o cheque',
  }),
});
export type AccountPaymentBody = z.output<typeof AccountPaymentBody>;

/** PUT /api/customers/{id}/account/limit: the admin's credit limit; null removes credit. */
export const CreditLimitBody = z.object({ limite: guaraniAmount('El límite de crédito').nullable() });
export type CreditLimitBody = z.output<typeof CreditLimitBody>;

export const ACCOUNT_MOVEMENT_LABELS = {
  limite: 'Límite de crédito',
  cargo: 'Venta a crédito',
  reverso: 'Reverso de venta',
  pago: 'Pago recibido',
} as const;

export const AccountMovementDto = z.object({
  id: z.string(),
  kind: z.enum(['limite', 'cargo', 'reverso', 'pago']),
  at: z.string(),
  monto: z.number().nullable(),
  saldo: z.number(),
  limite: z.number().nullable(),
  medioPago: z.string().nullable(),
  saleId: z.string().nullable(),
  numeroFactura: z.string().nullable(),
  usuario: z.string().nullable(),
});
export type AccountMovementDto = z.infer<typeof AccountMovementDto>;

/** GET /api/customers/{id}/account: the balance (what the customer owes), the limit and the movements, newest first. */
export const CustomerAccountDto = z.object({
  customerId: z.string(),
  saldo: z.number(),
  limite: z.number().nullable(),
  movimientos: z.array(AccountMovementDto),
});
export type CustomerAccountDto = z.infer<typeof CustomerAccountDto>;

/** GET /api/customer-accounts: the balance and limit of every account that has a movement. */
export const AccountBalanceDto = z.object({
  customerId: z.string(),
  saldo: z.number(),
  limite: z.number().nullable(),
});
export type AccountBalanceDto = z.infer<typeof AccountBalanceDto>;

export const AgingRowDto = z.object({
  customerId: z.string(),
  nombre: z.string(),
  docTipo: z.string(),
  docNumero: z.string(),
  saldo: z.number(),
  limite: z.number().nullable(),
  d0_30: z.number(),
  d31_60: z.number(),
  d61_90: z.number(),
  d90_mas: z.number(),
});
export type AgingRowDto = z.infer<typeof AgingRowDto>;

/** GET /api/reports/customer-accounts-aging: balances by age on `fecha` (today in Asunción). */
export const AgingReportDto = z.object({ fecha: z.string(), filas: z.array(AgingRowDto) });
export type AgingReportDto = z.infer<typeof AgingReportDto>;
