import { randomUUID } from 'node:crypto';
import type { CreateUserBody } from '@lavadero/contracts/users';
import { userDecider } from '@lavadero/domain/users/decide';
import { toUsernameStreamId, toUserStreamId } from '@lavadero/domain/users/events';
import { usernameDecider } from '@lavadero/domain/users/username';
import type { FastifyInstance } from 'fastify';
import type { Actor } from '../plugins/commands';
import { hashPassword } from './passwords';

/**
 * Claims the username on its own stream first (appended with 'no_stream', so of two people
 * creating the same username at once exactly one wins), then creates the user's stream.
 */
export async function createUser(app: FastifyInstance, actor: Actor, input: CreateUserBody): Promise<string> {
  const userId = randomUUID();
  await app.dispatch(actor, toUsernameStreamId(input.username), usernameDecider, {
    type: 'ClaimUsername',
    data: { username: input.username, userId },
  });
  const passwordHash = await hashPassword(input.password);
  await app.dispatch(actor, toUserStreamId(userId), userDecider, {
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
      now: new Date().toISOString(),
    },
  });
  if (input.isBlocked) {
    await app.dispatch(actor, toUserStreamId(userId), userDecider, {
      type: 'UpdateUser',
      data: { isBlocked: true, actorId: actor.userId ?? userId, now: new Date().toISOString() },
    });
  }
  return userId;
}
