import { assertNever } from '../shared/decider';
import type { DeliveryVia, DocumentNumber, ElectronicDocumentEvent } from './events';

/**
 * Where the sale's DE stands:
 * - absent: not signed yet; resend_requested: rejected, to be signed again with a new code;
 * - signed: waiting to be (re)sent; sent: a request left and its answer is awaited;
 * - approved / rejected: SIFEN's answer; cancelling: a cancellation left, answer awaited;
 * - cancelled; withdrawn: voided before approval, its number awaits inutilización; inutilized.
 */
export type ElectronicDocumentStatus =
  | 'absent'
  | 'resend_requested'
  | 'signed'
  | 'sent'
  | 'approved'
  | 'rejected'
  | 'cancelling'
  | 'cancelled'
  | 'withdrawn'
  | 'inutilized';

export interface ElectronicDocumentState {
  readonly status: ElectronicDocumentStatus;
  readonly cdc: string | null;
  readonly numeroFactura: string | null;
  readonly number: DocumentNumber | null;
  /** The code the next signature must use (set by a resend request). */
  readonly pendingCodigoSeguridad: string | null;
  readonly via: DeliveryVia | null;
  readonly loteProtocol: string | null;
  /**
   * A request left and no answer was recorded for it: SIFEN may hold the document, so it is asked
   * for by CDC before anything is sent again.
   */
  readonly maybeReceived: boolean;
  /** When the last request (document or cancellation) left. */
  readonly sentAt: string | null;
  /** Failures in a row since the last answer, and when the next attempt is due. */
  readonly failures: number;
  readonly retryAt: string | null;
  readonly approvedAt: string | null;
}

export const initialElectronicDocumentState = (): ElectronicDocumentState => ({
  status: 'absent',
  cdc: null,
  numeroFactura: null,
  number: null,
  pendingCodigoSeguridad: null,
  via: null,
  loteProtocol: null,
  maybeReceived: false,
  sentAt: null,
  failures: 0,
  retryAt: null,
  approvedAt: null,
});

export function evolveElectronicDocument(
  state: ElectronicDocumentState,
  event: ElectronicDocumentEvent,
): ElectronicDocumentState {
  const answered = { maybeReceived: false, failures: 0, retryAt: null };
  switch (event.type) {
    case 'ElectronicDocumentSigned': {
      const { cdc, numeroFactura, number } = event.data;
      return {
        ...state,
        status: 'signed',
        cdc,
        numeroFactura,
        number,
        pendingCodigoSeguridad: null,
        via: null,
        loteProtocol: null,
        maybeReceived: false,
        failures: 0,
        retryAt: null,
      };
    }
    case 'ElectronicDocumentSent': {
      const { via, at: sentAt } = event.data;
      return {
        ...state,
        status: 'sent',
        via,
        loteProtocol: null,
        maybeReceived: true,
        sentAt,
        retryAt: null,
      };
    }
    case 'ElectronicDocumentLoteReceived':
      return { ...state, loteProtocol: event.data.loteProtocol };
    case 'ElectronicDocumentApproved':
      return { ...state, ...answered, status: 'approved', approvedAt: event.data.at };
    case 'ElectronicDocumentRejected':
      return { ...state, ...answered, status: 'rejected' };
    case 'ElectronicDocumentDeliveryFailed': {
      const retry = { failures: event.data.attempt, retryAt: event.data.retryAt };
      // A cancellation whose answer was lost stays "cancelling": it is asked again, never forgotten.
      return state.status === 'cancelling'
        ? { ...state, ...retry }
        : { ...state, ...retry, status: 'signed', loteProtocol: null };
    }
    case 'ElectronicDocumentResendRequested':
      return { ...state, status: 'resend_requested', pendingCodigoSeguridad: event.data.newCodigoSeguridad };
    case 'ElectronicDocumentCancellationSent':
      return { ...state, status: 'cancelling', sentAt: event.data.at, retryAt: null };
    case 'ElectronicDocumentCancelled':
      return { ...state, ...answered, status: 'cancelled' };
    case 'ElectronicDocumentCancellationRefused':
      return { ...state, ...answered, status: 'approved' };
    case 'ElectronicDocumentWithdrawn':
      return {
        ...state,
        status: 'withdrawn',
        numeroFactura: event.data.numeroFactura,
        number: event.data.number,
        maybeReceived: false,
      };
    case 'ElectronicDocumentNumberInutilized':
      return { ...state, status: 'inutilized' };
    default:
      return assertNever(event);
  }
}
