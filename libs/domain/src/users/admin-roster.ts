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

/**
 * An active admin stopped being one (demoted, deactivated, blocked or expired by an edit), or will
 * stop sooner than before (an earlier expiry).
 */
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

/** Until when (ms) this user is an admin who can sign in: never (-∞), or for good (+∞) without expiry. */
function adminUntil(state: UserState, now: string): number {
  if (!isActiveAdmin(state, now) || state.status !== 'present') return Number.NEGATIVE_INFINITY;
  return state.expirationDate === null ? Number.POSITIVE_INFINITY : Date.parse(state.expirationDate);
}

/**
 * The roster event for a change of one user from `before` to `after`, or none when it shortens no
 * admin's time. `others` are the current states of the other admins (from their own streams). A
 * change is refused when it brings forward the last day on which some admin can sign in: demoting
 * the only admin, and equally the only admin setting their own expiry for tomorrow.
 */
export function decideAdminRoster(
  before: UserState,
  after: UserState,
  others: readonly UserState[],
  now: string,
): ActiveAdminRemoved[] {
  if (before.status === 'absent' || adminUntil(after, now) >= adminUntil(before, now)) return [];
  const rest = others.filter((other) => other.status !== 'present' || other.userId !== before.userId);
  const othersUntil = Math.max(...rest.map((other) => adminUntil(other, now)), Number.NEGATIVE_INFINITY);
  if (Math.max(adminUntil(after, now), othersUntil) < Math.max(adminUntil(before, now), othersUntil))
    throw new IllegalStateError('LAST_ACTIVE_ADMIN', userMessages.lastActiveAdmin);
  const remaining =
    rest.filter((other) => isActiveAdmin(other, now)).length + (isActiveAdmin(after, now) ? 1 : 0);
  return [{ type: 'ActiveAdminRemoved', data: { userId: before.userId, remaining, at: now } }];
}
