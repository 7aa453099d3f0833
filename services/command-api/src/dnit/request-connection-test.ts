import { randomUUID } from 'node:crypto';
import type { TestConnectionReply } from '@lavadero/contracts/dnit-config';
import { dnitConfigDecider } from '@lavadero/domain/dnit/dnit-config-decide';
import { DNIT_CONFIG_STREAM_ID, type DnitConnectionTested } from '@lavadero/domain/dnit/events';
import { findDnitConfig } from '@lavadero/read-models/dnit-config/dnit-config.queries';
import type { Actor } from '../plugins/commands';
import { nowIso, type WriteDeps } from '../plugins/write-deps';

/** How long the admin waits for the fiscal worker's answer (issue 7). */
export const CONNECTION_TEST_TIMEOUT_MS = 20_000;
const POLL_MS = 150;
const NO_ANSWER = 'El servicio fiscal no respondió a tiempo. Intente de nuevo en unos minutos.';

async function answerTo(deps: WriteDeps, requestId: string) {
  const events = await deps.store.readStream(DNIT_CONFIG_STREAM_ID);
  const answer = events.find(
    (e) =>
      e.type === 'DnitConnectionTested' && (e.data as DnitConnectionTested['data']).requestId === requestId,
  );
  return answer ? (answer.data as DnitConnectionTested['data']) : null;
}

/** Read-your-writes: the banner's lastConnection* fields show this answer before the reply. */
async function readModelShows(deps: WriteDeps, at: string, deadline: number) {
  while ((await findDnitConfig(deps.readDb))?.lastConnectionTest !== at && Date.now() < deadline + 2000) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * Asks the fiscal worker for a connection test (an event it reacts to: a BullMQ job in the
 * distributed mode, the in-process queue in the embedded one) and waits for its answer on the
 * same stream. Without one in time, that failure is what gets recorded.
 */
export async function requestConnectionTest(
  deps: WriteDeps,
  actor: Actor,
  timeoutMs = CONNECTION_TEST_TIMEOUT_MS,
): Promise<TestConnectionReply> {
  const requestId = randomUUID();
  await deps.dispatch(actor, DNIT_CONFIG_STREAM_ID, dnitConfigDecider, {
    type: 'RequestConnectionTest',
    data: { requestId, userId: actor.userId, now: nowIso(deps) },
  });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await answerTo(deps, requestId);
    if (answer) {
      await readModelShows(deps, answer.at, deadline);
      return { success: answer.success, error: answer.error };
    }
    if (Date.now() >= deadline) break;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  await deps.dispatch(actor, DNIT_CONFIG_STREAM_ID, dnitConfigDecider, {
    type: 'RecordConnectionTest',
    data: {
      requestId,
      success: false,
      error: NO_ANSWER,
      userId: actor.userId,
      now: nowIso(deps),
    },
  });
  // The worker may have answered in the meantime: its answer is the one on record.
  const answer = await answerTo(deps, requestId);
  return answer ? { success: answer.success, error: answer.error } : { success: false, error: NO_ANSWER };
}
