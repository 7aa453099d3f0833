import type { Message } from '../shared/decider';
import { IllegalStateError } from '../shared/errors';
import { userMessages } from './messages';
import { isExpired, type UserState } from './user';

/**
 * The business must always keep one administrator who can sign in. Each user is its own stream, so
 * two admins demoting each other at the same moment would each see the other still in place and both
 * succeed. Every change that takes an active admin away therefore also appends to this one stream,
 * with its expected revision: of two such changes at once, one loses the append, is decided again
 * on fresh histories, and now sees that it would remove the last one.
 */
export const ADMIN_ROSTER_STREAM_ID = 'admin-roster';

/** An active admin stopped being one (demoted, deactivated, blocked or expired by an edit). */
export type ActiveAdminRemoved = Message<
  'ActiveAdminRemoved',
  {
    readonly userId: string;
    /** Active admins left after this change (at least 1). */
    readonly remaining: number;
    readonly at: string;
  }
>;

/** An admin who can sign in now: the one the system must never run out of. */
export function isActiveAdmin(state: UserState, now: string): boolean {
  return (
    state.status === 'present' &&
    state.role === 'admin' &&
    state.isActive &&
    !state.isBlocked &&
    !isExpired(state, now)
  );
}

/**
 * The roster event for a change of one user from `before` to `after`, or none when it takes no
 * active admin away. `others` are the current states of the other admins (from their own streams).
 */
export function decideAdminRoster(
  before: UserState,
  after: UserState,
  others: readonly UserState[],
  now: string,
): ActiveAdminRemoved[] {
  if (before.status === 'absent' || !isActiveAdmin(before, now) || isActiveAdmin(after, now)) return [];
  const remaining = others.filter(
    (other) => other.status === 'present' && other.userId !== before.userId && isActiveAdmin(other, now),
  ).length;
  if (remaining === 0) throw new IllegalStateError('LAST_ACTIVE_ADMIN', userMessages.lastActiveAdmin);
  return [{ type: 'ActiveAdminRemoved', data: { userId: before.userId, remaining, at: now } }];
}
