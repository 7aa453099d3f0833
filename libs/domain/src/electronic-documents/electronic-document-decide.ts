import { assertNever, type Decider } from '../shared/decider';
import { IllegalStateError, ValidationError } from '../shared/errors';
import { canCancel } from './cancel-window';
import type {
  ElectronicDocumentCommand,
  RecordCancellationAnswer,
  RecordDeliveryAnswer,
  SendDocument,
  SignDocument,
  WithdrawDocument,
} from './commands';
import {
  type ElectronicDocumentState,
  evolveElectronicDocument,
  initialElectronicDocumentState,
} from './electronic-document';
import type { ElectronicDocumentEvent } from './events';
import { electronicDocumentMessages as m } from './messages';

const refuse = (code: string, message: string) => {
  throw new IllegalStateError(code, message);
};

/** One more failure in a row: the document (or its cancellation) waits until `retryAt`. */
const failure = (
  state: ElectronicDocumentState,
  ids: { readonly saleId: string; readonly cdc: string; readonly at: string },
  { error, retryAt }: { readonly error: string; readonly retryAt: string },
): ElectronicDocumentEvent => ({
  type: 'ElectronicDocumentDeliveryFailed',
  data: { ...ids, attempt: state.failures + 1, error, retryAt },
});

function sign({ data }: SignDocument, state: ElectronicDocumentState): ElectronicDocumentEvent[] {
  const { now, ...signed } = data;
  if (state.status === 'resend_requested') {
    if (data.codigoSeguridad !== state.pendingCodigoSeguridad) refuse('DE_WRONG_CODE', m.wrongSecurityCode);
  } else if (state.status !== 'absent') {
    // The same signature again (a job run twice) is nothing new; another one is a mistake.
    return state.cdc === data.cdc ? [] : refuse('DE_ALREADY_SIGNED', m.alreadySigned);
  }
  return [{ type: 'ElectronicDocumentSigned', data: { ...signed, signedAt: now } }];
}

function send({ data }: SendDocument, state: ElectronicDocumentState): ElectronicDocumentEvent[] {
  // A send whose answer never came ("sent") goes again only once SIFEN said it lacks the CDC.
  const resendable = state.status === 'sent' && data.consultedAbsent;
  if ((state.status !== 'signed' && !resendable) || state.cdc !== data.cdc)
    return refuse('DE_NOT_SENDABLE', m.notSendable);
  if (state.maybeReceived && !data.consultedAbsent) return refuse('DE_CONSULT_FIRST', m.mustConsultFirst);
  return [
    {
      type: 'ElectronicDocumentSent',
      data: { saleId: data.saleId, cdc: data.cdc, via: data.via, at: data.now },
    },
  ];
}

/**
 * An answer for a CDC the document no longer has (signed again since) or one it already has
 * (approved, rejected) changes nothing: a document is approved at most once.
 */
function recordAnswer(
  { data }: RecordDeliveryAnswer,
  state: ElectronicDocumentState,
): ElectronicDocumentEvent[] {
  const { saleId, cdc, answer, now: at } = data;
  const awaiting = state.status === 'sent' || (state.status === 'signed' && state.maybeReceived);
  if (state.cdc !== cdc) return [];
  switch (answer.kind) {
    case 'approved': {
      if (answer.protocol.trim() === '')
        throw new ValidationError('DE_APPROVAL_WITHOUT_PROTOCOL', m.approvalWithoutProtocol);
      if (!awaiting) return [];
      const { protocol, observation } = answer;
      return [
        {
          type: 'ElectronicDocumentApproved',
          data: { saleId, cdc, protocol, ...(observation && { observation }), at },
        },
      ];
    }
    case 'rejected':
      if (state.status !== 'sent') return [];
      return [
        {
          type: 'ElectronicDocumentRejected',
          data: { saleId, cdc, code: answer.code, message: answer.message, at },
        },
      ];
    case 'failed':
      if (state.status !== 'sent' && state.status !== 'signed') return [];
      return [failure(state, { saleId, cdc, at }, answer)];
    default:
      return assertNever(answer);
  }
}

function withdraw({ data }: WithdrawDocument, state: ElectronicDocumentState): ElectronicDocumentEvent[] {
  const { saleId, numeroFactura, number, now: at } = data;
  switch (state.status) {
    case 'absent':
    case 'resend_requested':
    case 'rejected':
    case 'signed':
      if (state.maybeReceived) return refuse('DE_ANSWER_PENDING', m.answerPending);
      return [
        { type: 'ElectronicDocumentWithdrawn', data: { saleId, numeroFactura, number, cdc: state.cdc, at } },
      ];
    case 'sent':
      return refuse('DE_ANSWER_PENDING', m.answerPending);
    case 'withdrawn':
    case 'inutilized':
      return [];
    case 'approved':
    case 'cancelling':
    case 'cancelled':
      return refuse('DE_APPROVED', m.approvedIsCancelled);
    default:
      return assertNever(state.status);
  }
}

function recordCancellation(
  { data }: RecordCancellationAnswer,
  state: ElectronicDocumentState,
): ElectronicDocumentEvent[] {
  const { saleId, answer, now: at } = data;
  if (state.status !== 'cancelling' || !state.cdc) return [];
  const cdc = state.cdc;
  switch (answer.kind) {
    case 'accepted':
      return [{ type: 'ElectronicDocumentCancelled', data: { saleId, cdc, protocol: answer.protocol, at } }];
    case 'refused':
      return [
        {
          type: 'ElectronicDocumentCancellationRefused',
          data: { saleId, cdc, code: answer.code, message: answer.message, at },
        },
      ];
    case 'failed':
      return [failure(state, { saleId, cdc, at }, answer)];
    default:
      return assertNever(answer);
  }
}

export function decideElectronicDocument(
  command: ElectronicDocumentCommand,
  state: ElectronicDocumentState,
): readonly ElectronicDocumentEvent[] {
  switch (command.type) {
    case 'SignDocument':
      return sign(command, state);
    case 'SendDocument':
      return send(command, state);
    case 'RecordLoteReceived': {
      const { saleId, cdc, loteProtocol, now: at } = command.data;
      if (state.status !== 'sent' || state.via !== 'lote' || state.cdc !== cdc)
        return refuse('DE_NOT_IN_LOTE', m.notInLote);
      return [{ type: 'ElectronicDocumentLoteReceived', data: { saleId, cdc, loteProtocol, at } }];
    }
    case 'RecordDeliveryAnswer':
      return recordAnswer(command, state);
    case 'RequestResend': {
      const { saleId, newCodigoSeguridad, requestedBy, now: at } = command.data;
      if (state.status !== 'rejected') return refuse('DE_NOT_REJECTED', m.resendOnlyRejected);
      return [
        { type: 'ElectronicDocumentResendRequested', data: { saleId, newCodigoSeguridad, requestedBy, at } },
      ];
    }
    case 'WithdrawDocument':
      return withdraw(command, state);
    case 'SendCancellation': {
      const { saleId, reason, now: at } = command.data;
      if (state.status === 'cancelling' || state.status === 'cancelled') return [];
      if (state.status !== 'approved' || !state.cdc || !state.approvedAt)
        return refuse('DE_NOT_APPROVED', m.notApproved);
      if (!canCancel(state.approvedAt, at)) return refuse('DE_CANCEL_WINDOW_CLOSED', m.cancelWindowClosed);
      return [{ type: 'ElectronicDocumentCancellationSent', data: { saleId, cdc: state.cdc, reason, at } }];
    }
    case 'RecordCancellationAnswer':
      return recordCancellation(command, state);
    case 'RecordInutilization': {
      const { saleId, range, protocol, now: at } = command.data;
      if (state.status === 'inutilized') return [];
      if (state.status !== 'withdrawn') return refuse('DE_NOT_WITHDRAWN', m.notWithdrawn);
      return [{ type: 'ElectronicDocumentNumberInutilized', data: { saleId, range, protocol, at } }];
    }
    default:
      return assertNever(command);
  }
}

/** The sale's fiscal stream as a decider: it guards every transition of its DE. */
export const electronicDocumentDecider: Decider<
  ElectronicDocumentState,
  ElectronicDocumentCommand,
  ElectronicDocumentEvent
> = {
  initialState: initialElectronicDocumentState,
  evolve: evolveElectronicDocument,
  decide: decideElectronicDocument,
};
