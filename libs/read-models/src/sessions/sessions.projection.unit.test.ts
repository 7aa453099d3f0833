import { describe, expect, it } from 'vitest';
import { sessionChangeOf } from './sessions.projection';

const at = '2026-11-21T12:00:00.000Z';

describe('sessions read model', () => {
  it('a login opens its session, a logout ends that one', () => {
    expect(sessionChangeOf({ type: 'UserLoggedIn', data: { userId: 'u-1', sessionId: 's-1', at } })).toEqual({
      kind: 'open',
      row: { id: 's-1', userId: 'u-1', startedAt: at, endedAt: null, endReason: null },
    });
    expect(sessionChangeOf({ type: 'UserLoggedOut', data: { userId: 'u-1', sessionId: 's-1', at } })).toEqual(
      {
        kind: 'end',
        sessionId: 's-1',
        at,
        reason: 'logout',
      },
    );
  });

  it('logins recorded before sessions were tracked open nothing', () => {
    expect(sessionChangeOf({ type: 'UserLoggedIn', data: { userId: 'u-1', at } })).toEqual({ kind: 'none' });
  });

  it('SessionsEnded ends all of the user’s sessions but the one kept', () => {
    expect(
      sessionChangeOf({
        type: 'SessionsEnded',
        data: { userId: 'u-1', reason: 'password_changed', exceptSessionId: 's-2', at },
      }),
    ).toEqual({ kind: 'end-all', userId: 'u-1', exceptSessionId: 's-2', at, reason: 'password_changed' });
  });
});
