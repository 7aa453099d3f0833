import type { Message } from '../shared/decider';
import type { DeliveryVia, DocumentNumber, ElectronicDocumentSigned, SifenAnswer } from './events';

/** Every command names its sale and carries its instant (`now`, ISO): the decider reads no clock. */
interface Base {
  readonly saleId: string;
  readonly now: string;
}

export type SignDocument = Message<'SignDocument', Omit<ElectronicDocumentSigned['data'], 'signedAt'> & Base>;

export type SendDocument = Message<
  'SendDocument',
  Base & {
    readonly cdc: string;
    readonly via: DeliveryVia;
    /** siConsDE said SIFEN does not have this CDC: only then may a send whose answer was lost be repeated. */
    readonly consultedAbsent?: boolean;
  }
>;

export type RecordLoteReceived = Message<
  'RecordLoteReceived',
  Base & { readonly cdc: string; readonly loteProtocol: string }
>;

/** What came back for a DE: an approval, a rejection, or nothing usable. */
export type DeliveryAnswer =
  | { readonly kind: 'approved'; readonly protocol: string; readonly observation?: SifenAnswer }
  | { readonly kind: 'rejected'; readonly code: string; readonly message: string }
  | { readonly kind: 'failed'; readonly error: string; readonly retryAt: string };

export type RecordDeliveryAnswer = Message<
  'RecordDeliveryAnswer',
  Base & { readonly cdc: string; readonly answer: DeliveryAnswer }
>;

export type RequestResend = Message<
  'RequestResend',
  Base & { readonly newCodigoSeguridad: string; readonly requestedBy: string | null }
>;

/** The sale was voided: cancel an approved document, or withdraw one never approved. */
export type WithdrawDocument = Message<
  'WithdrawDocument',
  Base & { readonly numeroFactura: string; readonly number: DocumentNumber }
>;

export type SendCancellation = Message<'SendCancellation', Base & { readonly reason: string }>;

export type CancellationAnswer =
  | { readonly kind: 'accepted'; readonly protocol: string | null }
  | { readonly kind: 'refused'; readonly code: string; readonly message: string }
  | { readonly kind: 'failed'; readonly error: string; readonly retryAt: string };

export type RecordCancellationAnswer = Message<
  'RecordCancellationAnswer',
  Base & { readonly answer: CancellationAnswer }
>;

export type RecordInutilization = Message<
  'RecordInutilization',
  Base & {
    readonly range: { readonly first: number; readonly last: number };
    readonly protocol: string | null;
  }
>;

export type ElectronicDocumentCommand =
  | SignDocument
  | SendDocument
  | RecordLoteReceived
  | RecordDeliveryAnswer
  | RequestResend
  | WithdrawDocument
  | SendCancellation
  | RecordCancellationAnswer
  | RecordInutilization;
