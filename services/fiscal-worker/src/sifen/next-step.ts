import { canCancel } from '@lavadero/domain/electronic-documents/cancel-window';
import type { ElectronicDocumentState } from '@lavadero/domain/electronic-documents/electronic-document';
import { assertNever } from '@lavadero/domain/shared/decider';

/**
 * What the worker does next for one sale's DE, from the sale (voided or not) and its fiscal
 * stream. Every job for a sale (its issue, its void, a resend, a retry, a restart) runs the same
 * steps until `done` or `wait`, so whichever runs finds the same next step.
 */
export type NextStep =
  | { readonly kind: 'sign'; readonly codigoSeguridad: string }
  | { readonly kind: 'send'; readonly consultedAbsent: boolean }
  /** Ask SIFEN for the CDC (siConsDE): a request left and its answer is unknown. */
  | { readonly kind: 'consult' }
  | { readonly kind: 'poll_lote'; readonly loteProtocol: string }
  | { readonly kind: 'withdraw' }
  | { readonly kind: 'cancel' }
  /** A cancellation left and its answer is unknown: ask for the CDC's events, then send it again. */
  | { readonly kind: 'consult_cancellation' }
  /** Nothing now: a retry is due later, or another worker's request may still be in flight. */
  | { readonly kind: 'wait'; readonly until: string | null }
  | { readonly kind: 'done'; readonly reason: string };

export interface SaleFacts {
  readonly voided: boolean;
  /** The security code drawn at sale time. */
  readonly codigoSeguridad: string | null;
}

export interface StepTiming {
  readonly now: string;
  /**
   * How long a request may be in flight: a send older than this without an answer is taken as
   * lost (the transport's timeout has passed), and SIFEN is asked for the CDC.
   */
  readonly inFlightMs: number;
}

const due = (state: ElectronicDocumentState, now: string) =>
  state.retryAt === null || Date.parse(state.retryAt) <= Date.parse(now);

const inFlight = (state: ElectronicDocumentState, { now, inFlightMs }: StepTiming) =>
  state.sentAt !== null && Date.parse(now) - Date.parse(state.sentAt) < inFlightMs;

export function nextStep(sale: SaleFacts, state: ElectronicDocumentState, timing: StepTiming): NextStep {
  const { now } = timing;
  const waitRetry = (): NextStep => ({ kind: 'wait', until: state.retryAt });
  switch (state.status) {
    case 'absent':
      if (sale.voided) return { kind: 'withdraw' };
      return sale.codigoSeguridad
        ? { kind: 'sign', codigoSeguridad: sale.codigoSeguridad }
        : { kind: 'done', reason: 'venta sin código de seguridad' };
    case 'resend_requested':
      if (sale.voided) return { kind: 'withdraw' };
      return { kind: 'sign', codigoSeguridad: state.pendingCodigoSeguridad ?? '' };
    case 'signed':
      if (!state.maybeReceived)
        return sale.voided
          ? { kind: 'withdraw' }
          : due(state, now)
            ? { kind: 'send', consultedAbsent: false }
            : waitRetry();
      return due(state, now) ? { kind: 'consult' } : waitRetry();
    case 'sent':
      if (inFlight(state, timing)) return { kind: 'wait', until: null };
      return state.via === 'lote' && state.loteProtocol
        ? { kind: 'poll_lote', loteProtocol: state.loteProtocol }
        : { kind: 'consult' };
    case 'approved':
      if (!sale.voided) return { kind: 'done', reason: 'aprobado' };
      if (state.approvedAt && canCancel(state.approvedAt, now)) return { kind: 'cancel' };
      return { kind: 'done', reason: 'aprobado hace más de 48 h: requiere nota de crédito' };
    case 'cancelling':
      if (inFlight(state, timing)) return { kind: 'wait', until: null };
      return due(state, now) ? { kind: 'consult_cancellation' } : waitRetry();
    case 'rejected':
      return sale.voided ? { kind: 'withdraw' } : { kind: 'done', reason: 'rechazado' };
    case 'cancelled':
    case 'withdrawn':
    case 'inutilized':
      return { kind: 'done', reason: state.status };
    default:
      return assertNever(state.status);
  }
}
