import { assertNever } from '../shared/decider';
import type { PaymentMethod, SaleContent, SaleEvent } from './events';
import { paymentsOf, type SalePayment } from './payments';

export type SaleState =
  | { readonly status: 'absent' }
  | {
      readonly status: 'issued' | 'voided';
      readonly saleId: string;
      readonly numeroFactura: string;
      readonly idempotencyKey: string;
      /** The request that issued the sale, for telling a retry from a different sale under the same key. */
      readonly issuedSignature: string;
      readonly issuedAt: string;
      readonly content: SaleContent;
    };

export const initialSaleState = (): SaleState => ({ status: 'absent' });

/**
 * The idempotency key of a sale imported from a backup. No client retries an import under a TEMP
 * number, and the key tells an imported sale (its invoice issued by the system before: never
 * corrected or voided here) from a live one, in old events too.
 */
export const importedSaleKey = (saleId: string) => `IMPORT-${saleId}`;
export const isImportedSaleKey = (idempotencyKey: string) => idempotencyKey.startsWith('IMPORT-');

/** The parts of a sale request that make it "the same body" (names and the TEMP number do not). */
export interface SignedRequest {
  readonly customerId: string;
  readonly workOrderId: string | null;
  readonly medioPago: PaymentMethod;
  readonly pagos?: readonly SalePayment[] | null;
  readonly regimenTurismo: boolean;
  readonly items: readonly {
    readonly kind: string;
    readonly itemId: string;
    readonly cantidad: number;
    readonly precioUnitario: number;
    readonly subtotal: number;
  }[];
  readonly subtotal: number;
  readonly impuestos: number;
  readonly total: number;
}

export function requestSignature(r: SignedRequest): string {
  return JSON.stringify([
    r.customerId,
    r.workOrderId,
    // Parts, not the method alone: one body paid whole in cash and one split are different sales.
    paymentsOf(r).map((p) => [p.medio, p.monto, p.entregado ?? null]),
    r.regimenTurismo,
    r.items.map((i) => [i.kind, i.itemId, i.cantidad, i.precioUnitario, i.subtotal]),
    r.subtotal,
    r.impuestos,
    r.total,
  ]);
}

/**
 * JSON with object keys sorted: events read back from a jsonb column do not keep their key order,
 * so "the same content" must not depend on it.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_, v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

function contentOf(data: SaleContent): SaleContent {
  const { customer, workOrderId, medioPago, pagos, regimenTurismo, lines, subtotal, impuestos, total } = data;
  const content = { customer, workOrderId, medioPago, regimenTurismo, lines, subtotal, impuestos, total };
  return pagos ? { ...content, pagos } : content;
}

export function evolveSale(state: SaleState, event: SaleEvent): SaleState {
  if (event.type === 'SaleIssued') {
    const d = event.data;
    const content = contentOf(d);
    return {
      status: 'issued',
      saleId: d.saleId,
      numeroFactura: d.numeroFactura,
      idempotencyKey: d.idempotencyKey,
      // An accepted request equals the server's figures, so the issued content signs as its request did.
      issuedSignature: requestSignature({ ...content, customerId: d.customer.customerId, items: d.lines }),
      issuedAt: d.issuedAt,
      content,
    };
  }
  if (state.status === 'absent') return state;
  switch (event.type) {
    case 'SaleCorrected':
      return { ...state, content: contentOf(event.data) };
    case 'SaleVoided':
      return { ...state, status: 'voided' };
    default:
      return assertNever(event);
  }
}
