import { toUsernameStreamId } from '@lavadero/domain/users/events';
import { usernameDecider } from '@lavadero/domain/users/username';
import type { GlobalPosition } from '@lavadero/event-store/event-store';
import type { FastifyInstance } from 'fastify';

const PAGE = 5_000;

/**
 * Frees the usernames claimed by a user that was never created: before claim and creation became
 * one append, a failure between the two (a NUL in the full name, a crash) kept the name 'ya existe'
 * with nobody to show. Reads the log once on start, in pages; a no-op once repaired.
 */
export async function repairOrphanedUsernameClaims(app: FastifyInstance): Promise<number> {
  const claims = new Map<string, { username: string; userId: string }>();
  const created = new Set<string>();
  for (let after: GlobalPosition | undefined; ; ) {
    const page = await app.store.readAll({ after, maxCount: PAGE });
    for (const event of page) {
      const data = event.data as { username: string; userId: string };
      if (event.type === 'UsernameClaimed') claims.set(data.username.toLowerCase(), data);
      else if (event.type === 'UsernameReleased') claims.delete(data.username.toLowerCase());
      else if (event.type === 'UserCreated') created.add(data.userId);
    }
    if (page.length < PAGE) break;
    after = page.at(-1)?.position;
  }
  let released = 0;
  for (const claim of claims.values()) {
    if (created.has(claim.userId)) continue;
    const { events } = await app.dispatch(
      { userId: null, correlationId: 'repair-username-claims' },
      toUsernameStreamId(claim.username),
      usernameDecider,
      { type: 'ReleaseOrphanedUsername', data: { userId: claim.userId } },
    );
    released += events.length;
  }
  if (released > 0) app.log.warn({ released }, 'released usernames claimed by users never created');
  return released;
}
