import { foldEvents } from '@lavadero/domain/shared/decider';
import { toUserStreamId, type UserEvent } from '@lavadero/domain/users/events';
import { userDecider } from '@lavadero/domain/users/user-decide';
import { findUserByUsername } from '@lavadero/read-models/users/users.queries';
import type { WriteDeps } from '../plugins/write-deps';
import { verifyPassword, warmDecoyHash } from './passwords';

/** Nobody's stream: read for an unknown username, empty, at the cost of a real account's read. */
const NOBODYS_STREAM = toUserStreamId('00000000-0000-0000-0000-000000000000');

/**
 * Whether `password` is the account's, with the same work whether the username exists or not: one
 * lookup, one stream read and one argon2 verification (against the decoy hash when there is no
 * account), and nothing written. Timing then tells nobody which usernames are real. Returns the
 * account and the hash the password matched, or null.
 */
export async function checkPassword(
  deps: Pick<WriteDeps, 'readDb' | 'store'>,
  username: string,
  password: string,
): Promise<{ userId: string; passwordHash: string } | null> {
  const known = await findUserByUsername(deps.readDb, username);
  // A user's stream grows by a sign-in and a sign-out a day; its state is its last event of each type.
  const streamId = known ? toUserStreamId(known.id) : NOBODYS_STREAM;
  const recorded =
    (await deps.store.readStreams([streamId], { lastOfEachType: [streamId] })).get(streamId) ?? [];
  const state = foldEvents(
    userDecider,
    recorded.map((e) => ({ type: e.type, data: e.data }) as UserEvent),
  );
  const passwordHash = state.status === 'present' ? state.passwordHash : await warmDecoyHash();
  const matches = await verifyPassword(passwordHash, password);
  return matches && state.status === 'present' ? { userId: state.userId, passwordHash } : null;
}
