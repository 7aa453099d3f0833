import { foldEvents } from '../shared/decider';
import type { StreamPlan } from '../shared/stream-plan';
import { ADMIN_ROSTER_STREAM_ID, decideAdminRoster } from './admin-roster';
import type { CreateUser, UpdateUser } from './commands';
import { toUsernameStreamId, toUserStreamId, type UserEvent } from './events';
import { userDecider } from './user-decide';
import { usernameDecider } from './username-decide';

/**
 * Claims the username (one stream per name, so of two people creating the same username at once
 * exactly one wins) and creates the user in ONE atomic append: no failure leaves the name taken by a
 * user that does not exist. A user created blocked is blocked in the same append.
 */
export function planCreateUser(command: CreateUser, options: { readonly blocked: boolean }): StreamPlan {
  const { username, userId, createdBy, now } = command.data;
  const [usernameStream, userStream] = [toUsernameStreamId(username), toUserStreamId(userId)];
  return {
    streamIds: [usernameStream, userStream],
    expectNew: [usernameStream, userStream],
    decide: (histories) => {
      const claim = usernameDecider.decide(
        { type: 'ClaimUsername', data: { username, userId } },
        foldEvents(usernameDecider, histories.get(usernameStream) ?? []),
      );
      let user = foldEvents(userDecider, histories.get(userStream) ?? []);
      const created = userDecider.decide(command, user);
      user = foldEvents({ initialState: () => user, evolve: userDecider.evolve }, created);
      const blocked: readonly UserEvent[] = options.blocked
        ? userDecider.decide(
            { type: 'UpdateUser', data: { isBlocked: true, actorId: createdBy ?? userId, now } },
            user,
          )
        : [];
      return [
        { streamId: usernameStream, events: claim },
        { streamId: userStream, events: [...created, ...blocked] },
      ];
    },
  };
}

/**
 * An admin's edit of a user, decided together with the admin roster: the other admins are read from
 * their own streams (`otherAdminIds` only says who to look at; one not listed yet only makes the
 * answer more cautious), and a change that takes an active admin away appends to the roster stream
 * in the same atomic append, so two such changes at once are decided one after the other.
 */
export function planUpdateUser(
  userId: string,
  command: UpdateUser,
  otherAdminIds: readonly string[],
): StreamPlan {
  const userStream = toUserStreamId(userId);
  const otherAdmins = otherAdminIds.filter((id) => id !== userId).map(toUserStreamId);
  return {
    streamIds: [userStream, ADMIN_ROSTER_STREAM_ID, ...otherAdmins],
    decide: (histories) => {
      const before = foldEvents(userDecider, histories.get(userStream) ?? []);
      const events = userDecider.decide(command, before);
      const after = foldEvents({ initialState: () => before, evolve: userDecider.evolve }, events);
      const others = otherAdmins.map((id) => foldEvents(userDecider, histories.get(id) ?? []));
      return [
        { streamId: userStream, events },
        {
          streamId: ADMIN_ROSTER_STREAM_ID,
          events: decideAdminRoster(before, after, others, command.data.now),
        },
      ];
    },
  };
}
