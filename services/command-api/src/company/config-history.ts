import type { ConfigChangeDto } from '@lavadero/contracts/company-config';
import type { FieldChange } from '@lavadero/domain/company/events';
import { listUsers } from '@lavadero/read-models/users/users.queries';
import type { WriteDeps } from '../plugins/write-deps';

/**
 * 'Historial de cambios': every save on a settings stream, newest first, read from the events
 * themselves (each save carries its changes), with the author's username.
 */
export async function configHistory(
  deps: Pick<WriteDeps, 'store' | 'readDb'>,
  streamId: string,
  savedType: string,
): Promise<ConfigChangeDto[]> {
  const events = (await deps.store.readStream(streamId)).filter((e) => e.type === savedType);
  const usernames = new Map((await listUsers(deps.readDb)).map((u) => [u.id, u.username]));
  return events
    .map((e) => {
      const data = e.data as { changes: FieldChange[]; userId: string | null; at: string };
      return {
        at: data.at,
        userId: data.userId,
        username: data.userId ? (usernames.get(data.userId) ?? null) : null,
        changes: data.changes.map(({ field, from, to }) => ({ field, from, to })),
      };
    })
    .reverse();
}
