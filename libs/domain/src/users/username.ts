import type { Message } from '../shared/decider';
import { IllegalStateError } from '../shared/errors';
import { userMessages } from './messages';

/** The claim on a username, one stream per name: the first claim wins, later ones are refused. */
export type UsernameClaimed = Message<
  'UsernameClaimed',
  { readonly username: string; readonly userId: string }
>;

export type UsernameState = { readonly claimedBy: string | null };

export const usernameDecider = {
  initialState: (): UsernameState => ({ claimedBy: null }),
  evolve: (_state: UsernameState, event: UsernameClaimed): UsernameState => ({
    claimedBy: event.data.userId,
  }),
  decide: (
    command: Message<'ClaimUsername', UsernameClaimed['data']>,
    state: UsernameState,
  ): UsernameClaimed[] => {
    if (state.claimedBy !== null && state.claimedBy !== command.data.userId) {
      throw new IllegalStateError('USERNAME_TAKEN', userMessages.usernameTaken);
    }
    if (state.claimedBy === command.data.userId) return [];
    return [{ type: 'UsernameClaimed', data: command.data }];
  },
};
