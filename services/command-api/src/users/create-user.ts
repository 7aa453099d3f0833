import type { CreateUserBody } from '@lavadero/contracts/users';
import { planCreateUser } from '@lavadero/domain/users/user-plan';
import type { Actor } from '../plugins/commands';
import { dispatchPlan, nowIso, type WriteDeps } from '../plugins/write-deps';
import { hashPassword } from './passwords';

/** The username claimed and the user created in one atomic append (users/user-plan.ts). */
export async function createUser(deps: WriteDeps, actor: Actor, input: CreateUserBody): Promise<string> {
  const userId = deps.ids.newId();
  // Hashed once, outside the decision: the decision may be retried after a lost race.
  const passwordHash = await hashPassword(input.password);
  const command = {
    type: 'CreateUser' as const,
    data: {
      userId,
      username: input.username,
      passwordHash,
      fullName: input.fullName,
      email: input.email,
      role: input.role,
      subscriptionType: input.subscriptionType,
      monthlyInvoiceLimit: input.monthlyInvoiceLimit,
      expirationDate: input.expirationDate ?? null,
      isActive: input.isActive,
      createdBy: actor.userId,
      now: nowIso(deps),
    },
  };
  await dispatchPlan(deps, actor, planCreateUser(command, { blocked: input.isBlocked }));
  return userId;
}
