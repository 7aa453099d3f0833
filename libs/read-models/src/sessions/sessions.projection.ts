import { assertNever } from '@lavadero/domain/shared/decider';
import type { SessionsEnded, UserLoggedIn, UserLoggedOut } from '@lavadero/domain/users/events';
import type { RecordedEvent } from '@lavadero/event-store/event-store';
import type { OperationNodeSource } from 'kysely';
import type { ReadModelTransaction } from '../database';
import type { Projection } from '../projection';
import type { SessionRow } from './sessions.table';

type SessionEvent = UserLoggedIn | UserLoggedOut | SessionsEnded;

/** What one event does to the sessions table; pure. */
export type SessionChange =
  | { readonly kind: 'open'; readonly row: SessionRow }
  | { readonly kind: 'end'; readonly sessionId: string; readonly at: string; readonly reason: string }
  | {
      readonly kind: 'end-all';
      readonly userId: string;
      readonly exceptSessionId: string | null;
      readonly at: string;
      readonly reason: string;
    }
  | { readonly kind: 'none' };

export function sessionChangeOf(event: SessionEvent): SessionChange {
  switch (event.type) {
    case 'UserLoggedIn': {
      const { userId, sessionId, at } = event.data;
      // Logins recorded before sessions were tracked opened no session that can still be used.
      if (!sessionId) return { kind: 'none' };
      return { kind: 'open', row: { id: sessionId, userId, startedAt: at, endedAt: null, endReason: null } };
    }
    case 'UserLoggedOut':
      return { kind: 'end', sessionId: event.data.sessionId, at: event.data.at, reason: 'logout' };
    case 'SessionsEnded': {
      const { userId, exceptSessionId, at, reason } = event.data;
      return { kind: 'end-all', userId, exceptSessionId, at, reason };
    }
    default:
      return assertNever(event);
  }
}

/** The statement of one change; none for a change that changes nothing. */
function statementOf(trx: ReadModelTransaction, change: SessionChange): OperationNodeSource[] {
  switch (change.kind) {
    case 'open':
      return [
        trx
          .insertInto('sessions')
          .values(change.row)
          .onConflict((oc) => oc.column('id').doNothing()),
      ];
    case 'end':
      return [
        trx
          .updateTable('sessions')
          .set({ endedAt: change.at, endReason: change.reason })
          .where('id', '=', change.sessionId)
          .where('endedAt', 'is', null),
      ];
    case 'end-all': {
      let query = trx
        .updateTable('sessions')
        .set({ endedAt: change.at, endReason: change.reason })
        .where('userId', '=', change.userId)
        .where('endedAt', 'is', null);
      if (change.exceptSessionId) query = query.where('id', '<>', change.exceptSessionId);
      return [query];
    }
    case 'none':
      return [];
    default:
      return assertNever(change);
  }
}

/**
 * Order matters (a login, then the password change that ends it), so changes apply one by one, each
 * seeing the ones before; the last goes with the batch's other writes.
 */
export const sessionsProjection: Projection = {
  name: 'sessions',
  handles: ['UserLoggedIn', 'UserLoggedOut', 'SessionsEnded'],
  tables: ['sessions'],
  // Every write goes through `writes`; one that must run first makes the runner use a transaction.
  defersWrites: () => true,
  async applyBatch(trx, events: readonly RecordedEvent[], writes) {
    await writes.addInOrder(
      trx,
      events.map((e) => statementOf(trx, sessionChangeOf({ type: e.type, data: e.data } as SessionEvent))),
    );
  },
};
