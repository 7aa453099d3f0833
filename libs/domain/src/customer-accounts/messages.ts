import { gs } from '../sales/messages';

/** Spanish texts for the refusals of customer accounts, beside the rules that raise them. */
export const accountMessages = {
  walkIn: 'Una venta a cuenta necesita un cliente registrado: elija el cliente (no Cliente General)',
  noCredit: 'El cliente no tiene crédito habilitado: un administrador debe fijar su límite de crédito',
  overLimit: (saldo: number, monto: number, limite: number) =>
    `La venta a cuenta supera el límite de crédito del cliente: saldo ${gs(saldo)} + ${gs(monto)} > límite ${gs(limite)}`,
  invalidLimit: 'El límite de crédito debe ser un número entero de guaraníes mayor o igual a 0',
  sameLimit: 'El límite de crédito ya es ese',
  invalidPayment: 'El monto del pago debe ser un número entero de guaraníes mayor a 0',
  paymentOnAccount: 'Un pago a la cuenta no puede registrarse con el medio «Cuenta»',
  nothingOwed: 'El cliente no tiene saldo pendiente',
  overpaid: (saldo: number) => `El pago supera el saldo pendiente (${gs(saldo)})`,
} as const;
