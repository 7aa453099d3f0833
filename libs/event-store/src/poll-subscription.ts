import {
  type GlobalPosition,
  type ReadAllOptions,
  type RecordedEvent,
  START,
  type SubscribeOptions,
  type Subscription,
} from './event-store';
import { pause, type WakeSignal } from './wake-signal';

/**
 * The longest a subscriber with a `busyShare` leaves the session to the writers after a batch: a
 * long batch (the last page of a restore) must not hold back the read models of the next sale.
 */
export const MAX_YIELD_MS = 100;

/** One read of the global order, as `readAll` returns it, and whether events are held back. */
export interface SubscriptionBatch {
  readonly events: RecordedEvent[];
  /**
   * PostgreSQL: committed events exist that this read did not return yet, behind an older
   * transaction still running. That transaction's commit may notify nobody (a read-model batch), so
   * the loop looks again shortly instead of waiting for a wake-up.
   */
  readonly heldBack?: boolean;
}

export interface PollSubscriptionSource {
  readBatch(options: ReadAllOptions): Promise<SubscriptionBatch>;
  /** Notified when events may have been appended; the poll interval covers missed wake-ups. */
  readonly wake: WakeSignal;
  readonly pollIntervalMs: number;
  readonly heldBackRecheckMs?: number;
  readonly batchSize?: number;
  readonly retryDelayMs?: number;
}

/**
 * The one subscription loop of every adapter: read a batch after the last handled position, hand
 * it over, and when caught up wait for a wake-up or the poll interval. Reading as `readAll` does
 * means a subscriber sees exactly what a reader would: only safely committed events, in order.
 */
export function pollSubscription(source: PollSubscriptionSource, options: SubscribeOptions): Subscription {
  const { wake, pollIntervalMs, batchSize = 500, retryDelayMs = 1000, heldBackRecheckMs = 5 } = source;
  const report = options.onError ?? ((error: unknown) => console.error('Event subscription failed:', error));
  const onError = (error: unknown) => {
    try {
      report(error);
    } catch {
      // A throwing error handler must not end the loop: the subscription keeps retrying.
    }
  };
  const stopping = new AbortController();
  let position: GlobalPosition = options.after ?? START;
  const readEveryMs = options.readEveryMs ?? 0;
  const busyShare = options.busyShare ?? 1;

  // Positions advance per handled event, so a handler failure resumes at the event that failed.
  const deliver = async (events: readonly RecordedEvent[]) => {
    if (options.onBatch) {
      await options.onBatch(events);
      position = events.at(-1)?.position ?? position;
      return;
    }
    for (const event of events) {
      if (stopping.signal.aborted) return;
      await options.onEvent(event);
      position = event.position;
    }
  };

  const run = async () => {
    while (!stopping.signal.aborted) {
      const seenVersion = wake.version;
      const readAt = performance.now();
      try {
        const { events, heldBack = false } = await source.readBatch({ after: position, maxCount: batchSize });
        if (stopping.signal.aborted) return;
        if (events.length > 0) await deliver(events);
        if (events.length === batchSize) continue; // still catching up
        const busy = performance.now() - readAt;
        if (readEveryMs > busy) await pause(readEveryMs - busy, stopping.signal);
        if (events.length > 0 && busyShare < 1) {
          const yieldMs = Math.min(busy * (1 / busyShare - 1), MAX_YIELD_MS);
          await yieldToWriters(yieldMs, options.writersBusy ?? (() => true), stopping.signal);
        }
        await wake.wait(seenVersion, heldBack ? heldBackRecheckMs : pollIntervalMs, stopping.signal);
      } catch (error) {
        if (stopping.signal.aborted) return;
        onError(error);
        await pause(retryDelayMs, stopping.signal);
      }
    }
  };

  const running = run();
  return {
    // Awaiting stop() from inside a handler would wait for that same handler: call it without await there.
    stop: async () => {
      stopping.abort();
      await running;
    },
  };
}

/**
 * Waits up to `ms` while `writersBusy()` holds, looking every millisecond: the yield ends as soon as
 * every write in flight has appended (a lone till's next sale is read at once).
 */
async function yieldToWriters(ms: number, writersBusy: () => boolean, signal: AbortSignal): Promise<void> {
  const until = performance.now() + ms;
  while (!signal.aborted && writersBusy() && performance.now() < until) await pause(1, signal);
}

/**
 * A poll subscription the store keeps in `subscriptions` until it is stopped, so that closing the
 * store can stop whatever is still following it.
 */
export function trackedPollSubscription(
  subscriptions: Set<Subscription>,
  source: PollSubscriptionSource,
  options: SubscribeOptions,
): Subscription {
  const inner = pollSubscription(source, options);
  const subscription: Subscription = {
    stop: async () => {
      subscriptions.delete(subscription);
      await inner.stop();
    },
  };
  subscriptions.add(subscription);
  return subscription;
}
