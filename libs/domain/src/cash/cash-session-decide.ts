import { assertNever, type Decider } from '../shared/decider';
import { ForbiddenError, IllegalStateError, NotFoundError, ValidationError } from '../shared/errors';
import {
  type CashSessionState,
  closingFigures,
  evolveCashSession,
  initialCashSessionState,
} from './cash-session';
import type { CashActor, CashSessionCommand } from './commands';
import { readDrawerCount } from './drawer-count';
import type { CashSessionEvent } from './events';
import { cashMessages } from './messages';

type OpenSession = Extract<CashSessionState, { status: 'open' }>;

function requireOpen(state: CashSessionState): OpenSession {
  if (state.status === 'absent') throw new NotFoundError('CASH_SESSION_NOT_FOUND', cashMessages.notFound);
  if (state.status === 'closed') throw new IllegalStateError('CASH_SESSION_CLOSED', cashMessages.closed);
  return state;
}

/** A caja is its user's; an admin may also close (or record into) one left open. */
function requireOwnerOrAdmin(state: { userId: string }, actor: CashActor) {
  if (actor.userId !== state.userId && !actor.isAdmin) {
    throw new ForbiddenError('NOT_YOUR_CASH_SESSION', cashMessages.notYourSession);
  }
}

const trimmedOrNull = (text: string | null) => (text?.trim() ? text.trim() : null);

export function decideCashSession(command: CashSessionCommand, state: CashSessionState): CashSessionEvent[] {
  switch (command.type) {
    case 'OpenCashSession': {
      if (state.status !== 'absent')
        throw new IllegalStateError('CASH_SESSION_EXISTS', cashMessages.sessionExists);
      const { sessionId, userId, fondo, now } = command.data;
      const { monto, denominaciones } = readDrawerCount(fondo);
      return [
        {
          type: 'CashSessionOpened',
          data: { sessionId, userId, fondoInicial: monto, denominaciones, openedBy: userId, at: now },
        },
      ];
    }
    case 'RecordCashMovement': {
      const session = requireOpen(state);
      const { movementId, kind, monto, motivo, comprobante, actor, now } = command.data;
      requireOwnerOrAdmin(session, actor);
      if (!Number.isSafeInteger(monto) || monto <= 0) {
        throw new ValidationError('INVALID_AMOUNT', cashMessages.invalidMovementAmount);
      }
      const reason = trimmedOrNull(motivo);
      if (kind === 'gasto' && !reason)
        throw new ValidationError('REASON_REQUIRED', cashMessages.reasonRequired);
      return [
        {
          type: 'CashMovementRecorded',
          data: {
            sessionId: session.sessionId,
            movementId,
            kind,
            monto,
            motivo: reason,
            comprobante: trimmedOrNull(comprobante),
            recordedBy: actor.userId,
            at: now,
          },
        },
      ];
    }
    case 'CloseCashSession': {
      const session = requireOpen(state);
      const { contado, sales, actor, now } = command.data;
      requireOwnerOrAdmin(session, actor);
      const count = readDrawerCount(contado);
      return [
        {
          type: 'CashSessionClosed',
          data: {
            sessionId: session.sessionId,
            userId: session.userId,
            ...closingFigures(session, sales, count.monto),
            denominaciones: count.denominaciones,
            throughPosition: sales.throughPosition,
            closedBy: actor.userId,
            at: now,
          },
        },
      ];
    }
    case 'CorrectCashSession': {
      if (state.status === 'absent') throw new NotFoundError('CASH_SESSION_NOT_FOUND', cashMessages.notFound);
      if (state.status !== 'closed')
        throw new IllegalStateError('CASH_SESSION_NOT_CLOSED', cashMessages.notClosed);
      const { contado, motivo, actor, now } = command.data;
      if (!actor.isAdmin) throw new ForbiddenError('ADMIN_ONLY', cashMessages.notYourSession);
      const reason = motivo.trim();
      if (!reason) throw new ValidationError('REASON_REQUIRED', cashMessages.correctionReasonRequired);
      const count = readDrawerCount(contado);
      if (count.monto === state.contado) throw new IllegalStateError('SAME_COUNT', cashMessages.sameCount);
      return [
        {
          type: 'CashSessionCorrected',
          data: {
            sessionId: state.sessionId,
            contado: count.monto,
            denominaciones: count.denominaciones,
            diferencia: count.monto - state.esperado,
            motivo: reason,
            correctedBy: actor.userId,
            at: now,
          },
        },
      ];
    }
    default:
      return assertNever(command);
  }
}

export const cashSessionDecider: Decider<CashSessionState, CashSessionCommand, CashSessionEvent> = {
  initialState: initialCashSessionState,
  evolve: evolveCashSession,
  decide: decideCashSession,
};
