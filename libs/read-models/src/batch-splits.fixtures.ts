import type { RecordedEvent } from '@lavadero/event-store/event-store';
import { applyAlone } from './apply-alone.fixtures';
import type { ReadModelDb } from './database';
import type { Projection } from './projection';

/**
 * Every way to cut `events` into consecutive batches (2^(n-1) of them), for tests that a read model
 * ends with the same rows however the runner happens to batch its events.
 */
export function everySplit<E>(events: readonly E[]): E[][][] {
  const [first, ...rest] = events;
  if (first === undefined) return [[]];
  if (rest.length === 0) return [[[first]]];
  return everySplit(rest).flatMap(([head = [], ...tail]) => [
    [[first, ...head], ...tail],
    [[first], head, ...tail],
  ]);
}

/**
 * Applies each history cut every way, one row per history and way (`rowId(history, way)`): round r
 * applies every way's r-th batch together, in one transaction, so a batch also mixes rows that take
 * different paths. Returns the row ids of each history.
 */
export async function applyEverySplit<E>(
  db: ReadModelDb,
  projection: Projection,
  histories: Record<string, readonly E[]>,
  withRow: (event: E, rowId: string) => E,
): Promise<Map<string, string[]>> {
  const ids = new Map<string, string[]>();
  const ways: E[][][] = [];
  for (const [name, events] of Object.entries(histories)) {
    const splits = everySplit(events);
    ids.set(
      name,
      splits.map((_, i) => `${name}-${i}`),
    );
    splits.forEach((split, i) => {
      ways.push(split.map((batch) => batch.map((event) => withRow(event, `${name}-${i}`))));
    });
  }
  const rounds = Math.max(...ways.map((way) => way.length));
  for (let round = 0; round < rounds; round++) {
    const batch = ways.flatMap((way) => way[round] ?? []);
    const recorded = batch.map((event) => ({ ...event, metadata: {} }) as unknown as RecordedEvent);
    if (recorded.length > 0) await applyAlone(db, projection, recorded);
  }
  return ids;
}
