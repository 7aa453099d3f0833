import type { CreateUserBody } from '@lavadero/contracts/users';
import { userDecider } from '@lavadero/domain/users/decide';
import { toUsernameStreamId, toUserStreamId } from '@lavadero/domain/users/events';
import { usernameDecider } from '@lavadero/domain/users/username';
import type { Actor } from '../plugins/commands';
import { nowIso, type WriteDeps } from '../plugins/write-deps';
import { hashPassword } from './passwords';

/**
 * Claims the username on its own stream first (appended with 'no_stream', so of two people
 * creating the same username at once exactly one wins), then creates the user's stream.
 */
export async function createUser(deps: WriteDeps, actor: Actor, input: CreateUserBody): Promise<string> {
  const userId = deps.ids.newId();
  await deps.dispatch(actor, toUsernameStreamId(input.username), usernameDecider, {
    type: 'ClaimUsername',
    data: { username: input.username, userId },
  });
  const passwordHash = await hashPassword(input.password);
  await deps.dispatch(actor, toUserStreamId(userId), userDecider, {
    type: 'CreateUser',
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
  });
  if (input.isBlocked) {
    await deps.dispatch(actor, toUserStreamId(userId), userDecider, {
      type: 'UpdateUser',
      data: { isBlocked: true, actorId: actor.userId ?? userId, now: nowIso(deps) },
    });
  }
  return userId;
}
