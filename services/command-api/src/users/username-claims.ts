import { toUsernameStreamId, toUserStreamId, type UserEvent } from '@lavadero/domain/users/events';
import { usernameDecider } from '@lavadero/domain/users/username-decide';
import { claimKind } from '../claims/repair-orphaned-claims';

/** A username claim is the user's once the user is created; a user keeps its name for good. */
export const usernameClaims = claimKind({
  claimed: 'UsernameClaimed',
  released: 'UsernameReleased',
  claimant: (data) => (data as { userId: string }).userId,
  ownerStream: toUserStreamId,
  holding: (event) => {
    const { type, data } = event as UserEvent;
    return type === 'UserCreated'
      ? { owner: data.userId, claim: toUsernameStreamId(data.username) }
      : undefined;
  },
  decider: usernameDecider,
  releaseCommand: (_claim, owner) => ({ type: 'ReleaseOrphanedUsername' as const, data: { userId: owner } }),
});
