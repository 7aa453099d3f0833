import type { ReadModelChanges } from '@lavadero/read-models/checkpoints/read-model-changes';

const MAX_ENTRIES = 1_000;
/** A bound on what a silently dead notification connection could leave stale. */
const MAX_AGE_MS = 10_000;

/**
 * Answers read from some read models, kept in memory until a committed batch changes one of them,
 * so that a hot path does not ask the database again for what did not change (a sale's customer,
 * services and company). Safe for the same reasons as the open-session cache: every batch that
 * changed one of `readModels` empties it (whoever made the change), nothing is kept while changes
 * could be missed (`changes.live`), and an answer read while a change was announced is not kept.
 * Without `changes` (nothing tells this process of commits) every call reads.
 */
export class ReadModelMemo<Value> {
  readonly #entries = new Map<string, { readonly value: Value; readonly at: number }>();
  /** Moves on every relevant change, so a read that raced one does not store what it read. */
  #generation = 0;

  constructor(
    readModels: readonly string[],
    private readonly changes: ReadModelChanges | undefined,
  ) {
    changes?.on((change) => {
      if (change !== 'unknown' && !change.some((name) => readModels.includes(name))) return;
      this.#generation++;
      this.#entries.clear();
    });
  }

  async get(key: string, read: () => Promise<Value>): Promise<Value> {
    const now = Date.now();
    const kept = this.#entries.get(key);
    if (kept && this.changes?.live && now - kept.at < MAX_AGE_MS) return kept.value;
    const generation = this.#generation;
    const value = await read();
    if (this.changes?.live && generation === this.#generation) {
      if (this.#entries.size >= MAX_ENTRIES) this.#entries.delete(this.#entries.keys().next().value!);
      this.#entries.set(key, { value, at: now });
    }
    return value;
  }
}
