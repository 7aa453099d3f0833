import type { PaymentMethod } from '../sales/events';
import type { Message } from '../shared/decider';

export type SetCreditLimit = Message<
  'SetCreditLimit',
  {
    readonly customerId: string;
    readonly limite: number | null;
    readonly userId: string;
    readonly now: string;
  }
>;
/** Decided with the sale that owes it; `walkIn`: the sale's customer is Cliente General. */
export type ChargeAccount = Message<
  'ChargeAccount',
  {
    readonly customerId: string;
    readonly walkIn: boolean;
    readonly saleId: string;
    readonly monto: number;
    readonly fecha: string;
    readonly now: string;
  }
>;
export type ReverseCharge = Message<
  'ReverseCharge',
  {
    readonly customerId: string;
    readonly saleId: string;
    readonly monto: number;
    readonly motivo: 'anulacion' | 'correccion';
    readonly now: string;
  }
>;
export type ReceivePayment = Message<
  'ReceivePayment',
  {
    readonly customerId: string;
    readonly paymentId: string;
    readonly monto: number;
    readonly medioPago: PaymentMethod;
    readonly userId: string;
    readonly fecha: string;
    readonly now: string;
  }
>;

export type CustomerAccountCommand = SetCreditLimit | ChargeAccount | ReverseCharge | ReceivePayment;
