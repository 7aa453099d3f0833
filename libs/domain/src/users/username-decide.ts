import type { Message } from '../shared/decider';
import { IllegalStateError } from '../shared/errors';
import { userMessages } from './messages';

/** The claim on a username, one stream per name: the first claim wins, later ones are refused. */
export type UsernameClaimed = Message<
  'UsernameClaimed',
  { readonly username: string; readonly userId: string }
>;
/**
 * A claim whose user was never created (claim and creation used to be two appends, and a failure
 * between them kept the name taken by nobody) is released on start.
 */
export type UsernameReleased = Message<
  'UsernameReleased',
  { readonly username: string; readonly userId: string; readonly reason: 'orphaned' }
>;
export type UsernameEvent = UsernameClaimed | UsernameReleased;

export type UsernameCommand =
  | Message<'ClaimUsername', UsernameClaimed['data']>
  | Message<'ReleaseOrphanedUsername', { readonly userId: string }>;

export type UsernameState = { readonly claimedBy: string | null; readonly username: string | null };

export const usernameDecider = {
  initialState: (): UsernameState => ({ claimedBy: null, username: null }),
  evolve: (_state: UsernameState, event: UsernameEvent): UsernameState =>
    event.type === 'UsernameClaimed'
      ? { claimedBy: event.data.userId, username: event.data.username }
      : { claimedBy: null, username: null },
  decide: (command: UsernameCommand, state: UsernameState): UsernameEvent[] => {
    if (command.type === 'ReleaseOrphanedUsername') {
      if (state.claimedBy !== command.data.userId || state.username === null) return [];
      return [
        {
          type: 'UsernameReleased',
          data: { username: state.username, userId: command.data.userId, reason: 'orphaned' },
        },
      ];
    }
    if (state.claimedBy !== null && state.claimedBy !== command.data.userId) {
      throw new IllegalStateError('USERNAME_TAKEN', userMessages.usernameTaken);
    }
    if (state.claimedBy === command.data.userId) return [];
    return [{ type: 'UsernameClaimed', data: command.data }];
  },
};
