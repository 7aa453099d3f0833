import { chainAnchorDecider } from '@lavadero/domain/audit/chain-anchor-decide';
import { CHAIN_ANCHORS_STREAM_ID } from '@lavadero/domain/audit/chain-anchor-events';
import { handleCommand } from '@lavadero/event-store/handle-command';
import { asuncionToday } from '@lavadero/fiscal/asuncion-day';
import { defineJob, type JobDefinition, oncePerPeriod, type WorkerContext } from '../worker-module';

export const ANCHOR_CHAIN_JOB = 'audit.anchor-chain';

/** No data: the day is the Asunción day of the moment the job runs. */
export type AnchorChainData = Record<string, never>;

/**
 * Five past midnight, Asunción (the head then closes the day before), and at every start, once per
 * day: the decider drops a second anchor of one day anyway.
 */
export const anchorChainRuns = oncePerPeriod(ANCHOR_CHAIN_JOB, '5 0 * * *', asuncionToday);

/**
 * Records the chain's head as ChainAnchored on its own stream, once per day (the decider drops a
 * second try, the stream's expected revision settles a race between two workers).
 */
export function anchorChainJob({ store, now, logger }: WorkerContext): JobDefinition {
  return defineJob<AnchorChainData>(ANCHOR_CHAIN_JOB, async (_data, { jobId, scheduledFor }) => {
    const at = now();
    // A host clock a little behind midnight still anchors the day the schedule fired for.
    const day = asuncionToday(scheduledFor && scheduledFor > at ? scheduledFor : at);
    const head = await store.chainHead();
    if (!head) {
      logger.info({ day }, 'chain anchor skipped: this event store keeps no hash chain');
      return;
    }
    const { events } = await handleCommand(
      store,
      CHAIN_ANCHORS_STREAM_ID,
      chainAnchorDecider,
      {
        type: 'AnchorChain',
        data: { day, position: Number(head.position), hash: head.hash, now: at.toISOString() },
      },
      { userId: null, correlationId: jobId, occurredAt: at.toISOString() },
    );
    logger.info(
      { day, position: String(head.position), anchored: events.length > 0 },
      events.length > 0 ? 'chain anchored' : 'chain already anchored today',
    );
  });
}
