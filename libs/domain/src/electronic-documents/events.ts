import type { Message } from '../shared/decider';

/**
 * The sale's fiscal stream: what happened to its electronic document (DE) on its way to SIFEN.
 * One stream per sale, apart from the sale's own: the fiscal worker writes here, the cashier's
 * request path never waits for it. The events are the record an auditor exports (the signed XML
 * is kept in its event), so they say what SIFEN answered, word for word.
 */
export const toSaleFiscalStreamId = (saleId: string) => `sale-fiscal-${saleId}`;
export const SALE_FISCAL_STREAM_PREFIX = 'sale-fiscal-';

/** The invoice number as SIFEN numbers it: timbrado, establecimiento, punto and the 7-digit sequence. */
export interface DocumentNumber {
  readonly timbrado: string;
  readonly establecimiento: string;
  readonly puntoExpedicion: string;
  readonly secuencia: number;
}

/** SIFEN's own words: a result code (dCodRes) and its message (dMsgRes). */
export interface SifenAnswer {
  readonly code: string;
  readonly message: string;
}

/** How a DE reached SIFEN: alone (siRecepDE) or in a lote of up to 50 (siRecepLoteDE). */
export type DeliveryVia = 'recepcion' | 'lote';

/** Built, signed and given its QR by the fiscal worker. A resend after a rejection signs again. */
export type ElectronicDocumentSigned = Message<
  'ElectronicDocumentSigned',
  {
    readonly saleId: string;
    readonly numeroFactura: string;
    readonly number: DocumentNumber;
    readonly cdc: string;
    readonly codigoSeguridad: string;
    readonly digestValue: string;
    readonly qrUrl: string;
    readonly signedAt: string;
    /** The signed text with its QR, exactly as sent. */
    readonly xml: string;
  }
>;

/**
 * Appended just BEFORE the request leaves: a crash or a lost answer after it leaves the document
 * "sent, answer unknown", and the next attempt asks SIFEN for the CDC (siConsDE) before sending
 * again, so a DE is never received twice.
 */
export type ElectronicDocumentSent = Message<
  'ElectronicDocumentSent',
  { readonly saleId: string; readonly cdc: string; readonly via: DeliveryVia; readonly at: string }
>;

/** SIFEN took the lote (0300) and gave the protocol to ask for its result (siResultLoteDE). */
export type ElectronicDocumentLoteReceived = Message<
  'ElectronicDocumentLoteReceived',
  { readonly saleId: string; readonly cdc: string; readonly loteProtocol: string; readonly at: string }
>;

export type ElectronicDocumentApproved = Message<
  'ElectronicDocumentApproved',
  {
    readonly saleId: string;
    readonly cdc: string;
    /** dProtAut. */
    readonly protocol: string;
    /** "Aprobado con observación" (e.g. 1005, sent more than 72 h after signing). */
    readonly observation?: SifenAnswer;
    readonly at: string;
  }
>;

export type ElectronicDocumentRejected = Message<
  'ElectronicDocumentRejected',
  {
    readonly saleId: string;
    readonly cdc: string;
    readonly code: string;
    readonly message: string;
    readonly at: string;
  }
>;

/**
 * No usable answer: the network failed, SIFEN was down, or it answered something that is not an
 * answer we know (never taken as an approval). The document waits ("pendiente de envío") until
 * `retryAt`; whether SIFEN got it is asked before the next send.
 */
export type ElectronicDocumentDeliveryFailed = Message<
  'ElectronicDocumentDeliveryFailed',
  {
    readonly saleId: string;
    readonly cdc: string;
    /** 1 for the first failure in a row. */
    readonly attempt: number;
    readonly error: string;
    readonly retryAt: string;
    readonly at: string;
  }
>;

/** An admin fixed the cause of a rejection: sign again with a new security code (new CDC, same number). */
export type ElectronicDocumentResendRequested = Message<
  'ElectronicDocumentResendRequested',
  {
    readonly saleId: string;
    readonly newCodigoSeguridad: string;
    readonly requestedBy: string | null;
    readonly at: string;
  }
>;

/** The cancellation event (rGeVeCan) is about to leave; appended before it does, like a DE. */
export type ElectronicDocumentCancellationSent = Message<
  'ElectronicDocumentCancellationSent',
  { readonly saleId: string; readonly cdc: string; readonly reason: string; readonly at: string }
>;

export type ElectronicDocumentCancelled = Message<
  'ElectronicDocumentCancelled',
  { readonly saleId: string; readonly cdc: string; readonly protocol: string | null; readonly at: string }
>;

/** SIFEN refused the cancellation, or it was too late to ask (more than 48 h after approval). */
export type ElectronicDocumentCancellationRefused = Message<
  'ElectronicDocumentCancellationRefused',
  {
    readonly saleId: string;
    readonly cdc: string;
    readonly code: string;
    readonly message: string;
    readonly at: string;
  }
>;

/**
 * The sale was voided before SIFEN approved its document: nothing is sent for it, and its number
 * waits to be reported as inutilizado.
 */
export type ElectronicDocumentWithdrawn = Message<
  'ElectronicDocumentWithdrawn',
  {
    readonly saleId: string;
    readonly numeroFactura: string;
    readonly number: DocumentNumber;
    /** The last CDC it had, if it was ever signed. */
    readonly cdc: string | null;
    readonly at: string;
  }
>;

/** The number was reported as inutilizado (rGeVeInu) within this contiguous range. */
export type ElectronicDocumentNumberInutilized = Message<
  'ElectronicDocumentNumberInutilized',
  {
    readonly saleId: string;
    readonly range: { readonly first: number; readonly last: number };
    readonly protocol: string | null;
    readonly at: string;
  }
>;

export type ElectronicDocumentEvent =
  | ElectronicDocumentSigned
  | ElectronicDocumentSent
  | ElectronicDocumentLoteReceived
  | ElectronicDocumentApproved
  | ElectronicDocumentRejected
  | ElectronicDocumentDeliveryFailed
  | ElectronicDocumentResendRequested
  | ElectronicDocumentCancellationSent
  | ElectronicDocumentCancelled
  | ElectronicDocumentCancellationRefused
  | ElectronicDocumentWithdrawn
  | ElectronicDocumentNumberInutilized;

export const ELECTRONIC_DOCUMENT_EVENT_TYPES: readonly ElectronicDocumentEvent['type'][] = [
  'ElectronicDocumentSigned',
  'ElectronicDocumentSent',
  'ElectronicDocumentLoteReceived',
  'ElectronicDocumentApproved',
  'ElectronicDocumentRejected',
  'ElectronicDocumentDeliveryFailed',
  'ElectronicDocumentResendRequested',
  'ElectronicDocumentCancellationSent',
  'ElectronicDocumentCancelled',
  'ElectronicDocumentCancellationRefused',
  'ElectronicDocumentWithdrawn',
  'ElectronicDocumentNumberInutilized',
];
