import type { NumbersInutilizationRequested } from '@lavadero/domain/electronic-documents/inutilization-requests';
import type { EventStore } from '@lavadero/event-store/event-store';
import type { WorkerLogger } from '@lavadero/jobs/logger';
import type { ReadModelDb } from '@lavadero/read-models/database';
import { listNumbersToInutilize } from '@lavadero/read-models/electronic-documents/electronic-documents.queries';
import { PARAGUAY_TIME_ZONE, usagePeriodAt } from '../usage/paraguay-period';
import {
  defineJob,
  type EventJobRule,
  type JobDefinition,
  type ScheduleDefinition,
  type StartupJob,
} from '../worker-module';
import { errorText } from './delivery-answers';
import { applyToDocuments, loadFiscalDocument } from './fiscal-stream';
import { type InutilizationRange, inutilizationRanges } from './inutilization-ranges';
import type { SifenSessions } from './sifen-session';

export const SIFEN_INUTILIZE_JOB = 'sifen.inutilize';

/** `everything`: an admin's request also reports this month's numbers; the schedule only earlier months'. */
export type InutilizeJobData = { readonly everything: boolean };

export const INUTILIZATION_REASON = 'Facturas anuladas antes de su aprobación en SIFEN';

/**
 * Every day at 03:00 (Asunción) the numbers voided in earlier months are reported: on the 1st the
 * whole last month goes, and a day SIFEN refuses or is down is tried again the next, well before
 * the 15th. The numbers of the current month wait, so that their ranges can still grow.
 */
export const inutilizeSchedule: ScheduleDefinition = {
  schedulerId: SIFEN_INUTILIZE_JOB,
  spec: { pattern: '0 3 * * *', tz: PARAGUAY_TIME_ZONE },
  name: SIFEN_INUTILIZE_JOB,
  data: { everything: false },
};

/** A worker that was down at 03:00 reports at its start (once a day). */
export const inutilizeAtStart = (now: Date): StartupJob => ({
  name: SIFEN_INUTILIZE_JOB,
  data: { everything: false },
  jobId: `${SIFEN_INUTILIZE_JOB}:${now.toISOString().slice(0, 10)}`,
});

export const onInutilizationRequested: EventJobRule = (event) => {
  const { requestId } = event.data as NumbersInutilizationRequested['data'];
  return {
    name: SIFEN_INUTILIZE_JOB,
    data: { everything: true },
    jobId: `${SIFEN_INUTILIZE_JOB}:${requestId}`,
  };
};

export interface InutilizeDeps {
  readonly store: EventStore;
  readonly readDb: ReadModelDb;
  readonly sessions: SifenSessions;
  readonly logger: WorkerLogger;
  readonly now: () => Date;
}

let lastEventId = 0;
const nextEventId = () => {
  lastEventId = Math.max(lastEventId + 1, (Date.now() % 9_000_000_000) + 1);
  return lastEventId;
};

/** Sends one range (rGeVeInu) and, when SIFEN registers it, records it on each sale's stream. */
async function inutilize(deps: InutilizeDeps, range: InutilizationRange): Promise<void> {
  const { store, sessions, logger, now } = deps;
  const session = await sessions.current();
  const at = now().toISOString();
  const xml = session.signInutilization({
    timbrado: range.timbrado,
    establecimiento: range.establecimiento,
    punto: range.puntoExpedicion,
    from: range.first,
    to: range.last,
    documentType: 1,
    reason: INUTILIZATION_REASON,
    signedAt: at,
    eventId: nextEventId(),
  });
  let result: Awaited<ReturnType<typeof session.client.evento>>;
  try {
    result = await session.client.evento(xml);
  } catch (error) {
    result = { kind: 'unknown', reason: errorText(error) };
  }
  const where = {
    range: `${range.first}-${range.last}`,
    series: `${range.establecimiento}-${range.puntoExpedicion}`,
  };
  if (result.kind !== 'accepted') {
    // Left pending: the next run (daily, or an admin's request) sends it again.
    logger.warn({ ...where, result }, 'sifen: inutilización not registered');
    return;
  }
  const docs = await Promise.all(range.saleIds.map((saleId) => loadFiscalDocument(store, saleId)));
  await applyToDocuments(
    store,
    docs.map((doc) => ({
      doc,
      command: {
        type: 'RecordInutilization',
        data: {
          saleId: doc.saleId,
          range: { first: range.first, last: range.last },
          protocol: result.protocol,
          now: at,
        },
      },
    })),
    { userId: null, occurredAt: at },
  );
  logger.info({ ...where, protocol: result.protocol }, 'sifen: numbers inutilizados');
}

export function inutilizeJob(deps: InutilizeDeps): JobDefinition {
  return defineJob<InutilizeJobData>(SIFEN_INUTILIZE_JOB, async ({ everything }) => {
    const numbers = await listNumbersToInutilize(deps.readDb, everything ? null : usagePeriodAt(deps.now()));
    for (const range of inutilizationRanges(numbers)) await inutilize(deps, range);
  });
}
