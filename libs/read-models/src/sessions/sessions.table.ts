import type { Selectable } from 'kysely';

/**
 * One row per sign-in. The encrypted cookie names its session; a request is signed in only while
 * the row is open, so logging out (or a password change, role change, block, deactivation) ends it
 * on the server, not only in the browser that happened to delete its cookie.
 */
export interface SessionsTable {
  id: string;
  userId: string;
  startedAt: string;
  /** Null while open; once set, the session never opens again (re-activating a user revives nothing). */
  endedAt: string | null;
  endReason: string | null;
}
export type SessionRow = Selectable<SessionsTable>;
