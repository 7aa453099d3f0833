import type { ReadModelChanges } from '@lavadero/read-models/checkpoints/read-model-changes';
import type { ReadModelDb } from '@lavadero/read-models/database';
import { findOpenSessionUser } from '@lavadero/read-models/sessions/sessions.queries';
import type { UserRow } from '@lavadero/read-models/users/users.table';

/**
 * The read models an open session's answer comes from: a change to either drops every entry. A sale
 * changes neither (its invoice count lives in the invoice_usage read model), so selling keeps them.
 */
const SESSION_READ_MODELS = new Set(['sessions', 'users']);
const MAX_ENTRIES = 1_000;
/** A bound on what a silently dead notification connection could leave stale. */
const MAX_AGE_MS = 10_000;

interface Entry {
  readonly userId: string;
  readonly user: UserRow;
  readonly at: number;
}

/**
 * The user behind each open session, as the read models last said, so that a request does not
 * query them again (one round trip of every request). Safe because it never outlives a change: every
 * committed batch that changed the sessions or users read model empties it (whoever made the change,
 * in this process or another), nothing is kept while changes could be missed (`changes.live`), and an
 * answer read while a change was being announced is not kept. A session that ended is refused at
 * once, as without the cache.
 */
export class OpenSessionCache {
  readonly #entries = new Map<string, Entry>();
  /** Moves on every relevant change, so a lookup that raced one does not store what it read. */
  #generation = 0;

  constructor(
    private readonly db: ReadModelDb,
    private readonly changes: ReadModelChanges,
  ) {
    changes.on((change) => {
      if (change !== 'unknown' && !change.some((name) => SESSION_READ_MODELS.has(name))) return;
      this.#generation++;
      this.#entries.clear();
    });
  }

  async find(sessionId: string, userId: string): Promise<UserRow | undefined> {
    const now = Date.now();
    const cached = this.#entries.get(sessionId);
    if (cached && this.changes.live && cached.userId === userId && now - cached.at < MAX_AGE_MS) {
      return cached.user;
    }
    const generation = this.#generation;
    const user = await findOpenSessionUser(this.db, sessionId, userId);
    if (user && generation === this.#generation && this.changes.live) {
      if (this.#entries.size >= MAX_ENTRIES) this.#entries.delete(this.#entries.keys().next().value!);
      // One object shared by the requests of that session: frozen, so none can change it for the rest.
      this.#entries.set(sessionId, { userId, user: Object.freeze(user), at: now });
    }
    return user;
  }
}
