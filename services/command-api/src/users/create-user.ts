import type { CreateUserBody } from '@lavadero/contracts/users';
import { foldEvents } from '@lavadero/domain/shared/decider';
import { toUsernameStreamId, toUserStreamId, type UserEvent } from '@lavadero/domain/users/events';
import { userDecider } from '@lavadero/domain/users/user-decide';
import { usernameDecider } from '@lavadero/domain/users/username-decide';
import type { Actor } from '../plugins/commands';
import { nowIso, type WriteDeps } from '../plugins/write-deps';
import { hashPassword } from './passwords';

/**
 * Claims the username (one stream per name, so of two people creating the same username at once
 * exactly one wins) and creates the user in ONE atomic append: a failure can no longer leave the
 * name taken by a user that does not exist.
 */
export async function createUser(deps: WriteDeps, actor: Actor, input: CreateUserBody): Promise<string> {
  const userId = deps.ids.newId();
  const now = nowIso(deps);
  // Hashed once, outside the decision: the decision may be retried after a lost race.
  const passwordHash = await hashPassword(input.password);
  const usernameStream = toUsernameStreamId(input.username);
  const userStream = toUserStreamId(userId);

  await deps.dispatchToStreams(
    actor,
    [usernameStream, userStream],
    (histories) => {
      const claim = usernameDecider.decide(
        { type: 'ClaimUsername', data: { username: input.username, userId } },
        foldEvents(usernameDecider, histories.get(usernameStream) ?? []),
      );
      let user = foldEvents(userDecider, histories.get(userStream) ?? []);
      const created = userDecider.decide(
        {
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
            now,
          },
        },
        user,
      );
      user = created.reduce(userDecider.evolve, user);
      const blocked: readonly UserEvent[] = input.isBlocked
        ? userDecider.decide(
            { type: 'UpdateUser', data: { isBlocked: true, actorId: actor.userId ?? userId, now } },
            user,
          )
        : [];
      return [
        { streamId: usernameStream, events: claim },
        { streamId: userStream, events: [...created, ...blocked] },
      ];
    },
    { expectNew: [usernameStream, userStream] },
  );
  return userId;
}
