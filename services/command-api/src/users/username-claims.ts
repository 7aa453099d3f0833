import { toUsernameStreamId, toUserStreamId, type UserEvent } from '@lavadero/domain/users/events';
import { usernameDecider } from '@lavadero/domain/users/username';
import { foldRecorded } from '@lavadero/event-store/handle-command';
import type { ClaimKind } from '../claims/repair-orphaned-claims';

/** A username claim is the user's once the user is created; a user keeps its name for good. */
export const usernameClaims: ClaimKind = {
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
  release: (history, owner) =>
    usernameDecider.decide(
      { type: 'ReleaseOrphanedUsername', data: { userId: owner } },
      foldRecorded(usernameDecider, history),
    ),
};
