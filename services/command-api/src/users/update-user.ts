import { PLAN_LIMITS, type UpdateUserBody } from '@lavadero/contracts/users';
import { foldEvents } from '@lavadero/domain/shared/decider';
import { ADMIN_ROSTER_STREAM_ID, decideAdminRoster } from '@lavadero/domain/users/admin-roster';
import { toUserStreamId, type UserProfile } from '@lavadero/domain/users/events';
import { userDecider } from '@lavadero/domain/users/user-decide';
import { listAdminIds } from '@lavadero/read-models/users/users.queries';
import type { UserRow } from '@lavadero/read-models/users/users.table';
import type { Actor } from '../plugins/commands';
import { nowIso, type WriteDeps } from '../plugins/write-deps';

const PROFILE_KEYS = [
  'fullName',
  'email',
  'role',
  'subscriptionType',
  'monthlyInvoiceLimit',
  'expirationDate',
] as const;

/**
 * The full profile after an edit: fields not sent keep their current values, except the monthly
 * limit, which follows a changed plan (its allowance) unless the edit sets it too.
 */
export function mergeProfile(current: UserRow, body: UpdateUserBody): UserProfile | undefined {
  if (!PROFILE_KEYS.some((k) => body[k] !== undefined)) return undefined;
  const plan = body.subscriptionType ?? (current.subscriptionType as UserProfile['subscriptionType']);
  const planChanged = plan !== current.subscriptionType;
  return {
    fullName: body.fullName !== undefined ? body.fullName : current.fullName,
    email: body.email !== undefined ? body.email : current.email,
    role: body.role ?? (current.role as UserProfile['role']),
    subscriptionType: plan,
    monthlyInvoiceLimit:
      body.monthlyInvoiceLimit ?? (planChanged ? PLAN_LIMITS[plan] : current.monthlyInvoiceLimit),
    expirationDate: body.expirationDate !== undefined ? body.expirationDate : current.expirationDate,
  };
}

/**
 * An admin's edit of a user, decided together with the admin roster: the other admins are read from
 * their own streams (the read model only says who to look at; one it does not know of yet only makes
 * the answer more cautious), and a change that takes an active admin away appends to the roster stream
 * in the same atomic append, so two such changes at once are decided one after the other.
 */
export async function updateUser(
  deps: WriteDeps,
  actor: Actor & { readonly userId: string },
  current: UserRow,
  body: UpdateUserBody,
): Promise<void> {
  const userStream = toUserStreamId(current.id);
  const otherAdmins = (await listAdminIds(deps.readDb)).filter((id) => id !== current.id).map(toUserStreamId);
  const now = nowIso(deps);
  const command = {
    type: 'UpdateUser' as const,
    data: {
      profile: mergeProfile(current, body),
      isActive: body.isActive,
      isBlocked: body.isBlocked,
      actorId: actor.userId,
      now,
    },
  };
  await deps.dispatchToStreams(actor, [userStream, ADMIN_ROSTER_STREAM_ID, ...otherAdmins], (histories) => {
    const before = foldEvents(userDecider, histories.get(userStream) ?? []);
    const events = userDecider.decide(command, before);
    const after = events.reduce(userDecider.evolve, before);
    const others = otherAdmins.map((id) => foldEvents(userDecider, histories.get(id) ?? []));
    const roster = decideAdminRoster(before, after, others, now);
    return [
      { streamId: userStream, events },
      { streamId: ADMIN_ROSTER_STREAM_ID, events: roster },
    ];
  });
}
