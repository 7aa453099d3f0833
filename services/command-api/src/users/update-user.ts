import { PLAN_LIMITS, type UpdateUserBody } from '@lavadero/contracts/users';
import type { UserProfile } from '@lavadero/domain/users/events';
import { planUpdateUser } from '@lavadero/domain/users/user-plan';
import { listAdminIds } from '@lavadero/read-models/users/users.queries';
import type { UserRow } from '@lavadero/read-models/users/users.table';
import type { Actor } from '../plugins/commands';
import { dispatchPlan, nowIso, type WriteDeps } from '../plugins/write-deps';

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

/** An admin's edit of a user, decided with the admin roster (users/user-plan.ts). */
export async function updateUser(
  deps: WriteDeps,
  actor: Actor & { readonly userId: string },
  current: UserRow,
  body: UpdateUserBody,
): Promise<void> {
  const command = {
    type: 'UpdateUser' as const,
    data: {
      profile: mergeProfile(current, body),
      isActive: body.isActive,
      isBlocked: body.isBlocked,
      actorId: actor.userId,
      now: nowIso(deps),
    },
  };
  const otherAdmins = await listAdminIds(deps.readDb);
  await dispatchPlan(deps, actor, planUpdateUser(current.id, command, otherAdmins));
}
