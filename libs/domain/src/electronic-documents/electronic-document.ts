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
  /** Failures in a row since the last answer. */
  readonly failures: number;
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
  failures: 0,
  approvedAt: null,
});

export function evolveElectronicDocument(
  state: ElectronicDocumentState,
  event: ElectronicDocumentEvent,
): ElectronicDocumentState {
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
      };
    }
    case 'ElectronicDocumentSent':
      return { ...state, status: 'sent', via: event.data.via, loteProtocol: null, maybeReceived: true };
    case 'ElectronicDocumentLoteReceived':
      return { ...state, loteProtocol: event.data.loteProtocol };
    case 'ElectronicDocumentApproved':
      return { ...state, status: 'approved', maybeReceived: false, failures: 0, approvedAt: event.data.at };
    case 'ElectronicDocumentRejected':
      return { ...state, status: 'rejected', maybeReceived: false, failures: 0 };
    case 'ElectronicDocumentDeliveryFailed':
      // A cancellation whose answer was lost stays "cancelling": it is asked again, never forgotten.
      return state.status === 'cancelling'
        ? { ...state, failures: event.data.attempt }
        : { ...state, status: 'signed', loteProtocol: null, failures: event.data.attempt };
    case 'ElectronicDocumentResendRequested':
      return { ...state, status: 'resend_requested', pendingCodigoSeguridad: event.data.newCodigoSeguridad };
    case 'ElectronicDocumentCancellationSent':
      return { ...state, status: 'cancelling' };
    case 'ElectronicDocumentCancelled':
      return { ...state, status: 'cancelled', failures: 0 };
    case 'ElectronicDocumentCancellationRefused':
      return { ...state, status: 'approved', failures: 0 };
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
