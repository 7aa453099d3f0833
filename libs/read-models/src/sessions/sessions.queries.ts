import type { ReadModelDb } from '../database';
import type { UserRow } from '../users/users.table';

/**
 * The user behind an open session, in one indexed lookup per request (it replaces the user lookup
 * the access check made anyway). Undefined when the session ended, never existed, or belongs to
 * someone else.
 */
export async function findOpenSessionUser(
  db: ReadModelDb,
  sessionId: string,
  userId: string,
): Promise<UserRow | undefined> {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .selectAll('users')
    .where('sessions.id', '=', sessionId)
    .where('sessions.userId', '=', userId)
    .where('sessions.endedAt', 'is', null)
    .executeTakeFirst();
}
