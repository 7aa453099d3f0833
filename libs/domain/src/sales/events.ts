import type { StockAdjusted } from '../inventory/events';
import type { Message } from '../shared/decider';
import type { SalePayment } from './payments';

export const PAYMENT_METHODS = [
  'efectivo',
  'tarjeta_credito',
  'tarjeta_debito',
  'transferencia',
  'cheque',
  /** On the customer's account: a credit sale, collected later (customer-accounts). */
  'cuenta',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const SALE_LINE_KINDS = ['service', 'combo', 'product'] as const;
export type SaleLineKind = (typeof SALE_LINE_KINDS)[number];

/** One invoice line as the server priced it. Money in integer guaraníes, IVA included. */
export interface SaleLine {
  readonly kind: SaleLineKind;
  /** The service, combo or inventory item sold. */
  readonly itemId: string;
  /** The catalogue name at the moment of sale, printed on the invoice. */
  readonly nombre: string;
  readonly cantidad: number;
  readonly precioUnitario: number;
  readonly subtotal: number;
}

/** The spec's names: `subtotal` is the total without IVA, `impuestos` the IVA, `total` what is paid. */
export interface SaleTotals {
  readonly subtotal: number;
  readonly impuestos: number;
  readonly total: number;
}

/** The buyer as the invoice names them, copied at the moment of sale. */
export interface CustomerSnapshot {
  readonly customerId: string;
  readonly nombre: string;
  readonly docTipo: string;
  readonly docNumero: string;
  readonly direccion: string | null;
  readonly telefono: string | null;
  readonly email: string | null;
  readonly regimenTurismo: boolean;
  readonly pais: string | null;
  readonly pasaporte: string | null;
}

/**
 * The company configuration in force when the invoice was issued (spec 1 §3): a later change of
 * address or stamp does not rewrite old invoices.
 */
export interface CompanySnapshot {
  readonly razonSocial: string;
  readonly nombreFantasia: string | null;
  readonly ruc: string;
  readonly direccion: string | null;
  readonly ciudad: string | null;
  readonly telefono: string | null;
  readonly email: string | null;
  readonly logoPath: string | null;
  readonly moneda: string;
  readonly timbradoNumero: string;
  readonly establecimiento: string;
  readonly puntoExpedicion: string;
  /** YYYY-MM-DD. */
  readonly timbradoDesde: string;
  /** YYYY-MM-DD; null for an electronic stamp, which has only a start date. */
  readonly timbradoHasta: string | null;
  /**
   * How the invoice is issued: printed under a paper/self-printer timbrado, or as an electronic
   * document (SIFEN) under an electronic timbrado. Absent in events stored before SIFEN: 'impresa'.
   */
  readonly emision?: 'impresa' | 'electronica';
}

/** The numbering series an invoice number belongs to: one stream per (timbrado, establecimiento, punto). */
export interface InvoiceSeries {
  readonly timbrado: string;
  readonly establecimiento: string;
  readonly puntoExpedicion: string;
}

/** What a sale says about itself, at issue and after each correction. */
export interface SaleContent extends SaleTotals {
  readonly customer: CustomerSnapshot;
  readonly workOrderId: string | null;
  /** The first part's method; with `pagos` absent, the one method of the whole total. */
  readonly medioPago: PaymentMethod;
  /**
   * The parts of a split payment or a cash payment with an amount tendered; absent when the whole
   * total was paid by `medioPago` (and in every event stored before split payments). Read it only
   * through `paymentsOf` (payments.ts).
   */
  readonly pagos?: readonly SalePayment[];
  readonly regimenTurismo: boolean;
  readonly lines: readonly SaleLine[];
}

/** Everything an auditor and the printed invoice need, so neither reads anything else. */
export type SaleIssued = Message<
  'SaleIssued',
  SaleContent & {
    readonly saleId: string;
    readonly numeroFactura: string;
    readonly series: InvoiceSeries & { readonly secuencia: number };
    /** The stamp in force on the server; the client's value is ignored. */
    readonly timbradoUsado: string;
    /** Calendar day of issue in America/Asuncion, YYYY-MM-DD. */
    readonly fecha: string;
    readonly company: CompanySnapshot;
    /** The client's TEMP-… number: a retry with the same key and body finds this sale. */
    readonly idempotencyKey: string;
    /**
     * Electronic emission only: the DE's 9-digit security code, drawn once at sale time so that the
     * same sale always gives the same CDC (a resend after a rejection draws a new one in its own event).
     */
    readonly codigoSeguridad?: string;
    readonly issuedBy: string;
    readonly issuedAt: string;
  }
>;
/** The whole content after an admin's correction; the number, date and stamp stay. */
export type SaleCorrected = Message<
  'SaleCorrected',
  SaleContent & { readonly saleId: string; readonly correctedBy: string; readonly at: string }
>;
/** "Delete" of an invoice: it stays, with its number, marked anulada; its stock came back. */
export type SaleVoided = Message<
  'SaleVoided',
  {
    readonly saleId: string;
    readonly numeroFactura: string;
    readonly voidedBy: string;
    readonly at: string;
    /** Why, in the admin's words, when given (voids stored before it was asked have none). */
    readonly motivo?: string;
  }
>;

export type SaleEvent = SaleIssued | SaleCorrected | SaleVoided;

export const SALE_EVENT_TYPES: readonly SaleEvent['type'][] = ['SaleIssued', 'SaleCorrected', 'SaleVoided'];

/**
 * The inventory context's own StockAdjusted (so the inventory screen shows it like any movement),
 * plus the sale that caused it.
 */
export type SaleStockAdjusted = Message<'StockAdjusted', StockAdjusted['data'] & { readonly saleId: string }>;

export const toSaleStreamId = (saleId: string) => `sale-${saleId}`;
