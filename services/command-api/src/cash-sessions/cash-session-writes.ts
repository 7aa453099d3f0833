import type {
  CashMovementBody,
  CloseCashSessionBody,
  CorrectCashSessionBody,
  OpenCashSessionBody,
} from '@lavadero/contracts/cash-sessions';
import type { CashSalesFacts } from '@lavadero/domain/cash/cash-session';
import { cashSessionDecider } from '@lavadero/domain/cash/cash-session-decide';
import { planCloseCashSession, planOpenCashSession } from '@lavadero/domain/cash/cash-session-plan';
import type { CashActor } from '@lavadero/domain/cash/commands';
import { toCashSessionStreamId } from '@lavadero/domain/cash/events';
import { cashMessages } from '@lavadero/domain/cash/messages';
import { ConcurrencyError, ForbiddenError, NotFoundError } from '@lavadero/domain/shared/errors';
import { positionToString } from '@lavadero/event-store/event-store';
import {
  cashSessionTotals,
  findCashSession,
} from '@lavadero/read-models/cash-sessions/cash-sessions.queries';
import type { CashSessionRow } from '@lavadero/read-models/cash-sessions/cash-sessions.table';
import type { Actor } from '../plugins/commands';
import { dispatchPlan, nowIso, type WriteDeps } from '../plugins/write-deps';

/** The event types whose projection the closing's sales figures are read from. */
const SALES_FACT_TYPES = [
  'SaleIssued',
  'SaleCorrected',
  'SaleVoided',
  'CashSessionOpened',
  'CustomerPaymentReceived',
];
const FACTS_WAIT_MS = 2_000;

export async function loadCashSession(deps: Pick<WriteDeps, 'readDb'>, id: string): Promise<CashSessionRow> {
  const row = await findCashSession(deps.readDb, id);
  if (!row) throw new NotFoundError('CASH_SESSION_NOT_FOUND', cashMessages.notFound);
  return row;
}

/** A cashier reads and works only their own caja; an admin and an auditor read every one. */
export function requireReadable(row: CashSessionRow, user: { id: string; role: string }) {
  if (user.role === 'user' && row.userId !== user.id) {
    throw new ForbiddenError('NOT_YOUR_CASH_SESSION', cashMessages.notYourSession);
  }
}

export async function openCashSession(
  deps: WriteDeps,
  actor: Actor & { userId: string },
  body: OpenCashSessionBody,
) {
  const sessionId = deps.ids.newId();
  await dispatchPlan(
    deps,
    actor,
    planOpenCashSession({
      type: 'OpenCashSession',
      data: { sessionId, userId: actor.userId, fondo: body, now: nowIso(deps) },
    }),
  );
  return sessionId;
}

export async function recordCashMovement(
  deps: WriteDeps,
  actor: Actor,
  cashActor: CashActor,
  sessionId: string,
  body: CashMovementBody,
) {
  await loadCashSession(deps, sessionId);
  await deps.dispatch(actor, toCashSessionStreamId(sessionId), cashSessionDecider, {
    type: 'RecordCashMovement',
    data: { movementId: deps.ids.newId(), ...body, actor: cashActor, now: nowIso(deps) },
  });
}

/**
 * The sales facts of a caja as the read model holds them once it has every event stored so far:
 * their position is recorded in the closing, so a replay of the log up to it gives the same figures.
 */
async function gatherSalesFacts(deps: WriteDeps, sessionId: string): Promise<CashSalesFacts> {
  const head = await deps.store.lastStoredPosition();
  if (!(await deps.readModels.waitFor(head, { eventTypes: SALES_FACT_TYPES, timeoutMs: FACTS_WAIT_MS }))) {
    throw new ConcurrencyError('CASH_FIGURES_BEHIND', cashMessages.figuresBehind);
  }
  const { porMedio } = await cashSessionTotals(deps.readDb, sessionId);
  return { throughPosition: positionToString(head), porMedio };
}

export async function closeCashSession(
  deps: WriteDeps,
  actor: Actor,
  cashActor: CashActor,
  sessionId: string,
  body: CloseCashSessionBody,
) {
  const row = await loadCashSession(deps, sessionId);
  const sales = await gatherSalesFacts(deps, sessionId);
  await dispatchPlan(
    deps,
    actor,
    planCloseCashSession(sessionId, row.userId, {
      type: 'CloseCashSession',
      data: { contado: body, sales, actor: cashActor, now: nowIso(deps) },
    }),
  );
}

export async function correctCashSession(
  deps: WriteDeps,
  actor: Actor,
  cashActor: CashActor,
  sessionId: string,
  body: CorrectCashSessionBody,
) {
  await loadCashSession(deps, sessionId);
  await deps.dispatch(actor, toCashSessionStreamId(sessionId), cashSessionDecider, {
    type: 'CorrectCashSession',
    data: { contado: body.contado, motivo: body.motivo, actor: cashActor, now: nowIso(deps) },
  });
}
