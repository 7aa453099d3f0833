import { describe, expect, it } from 'vitest';
import { foldEvents } from '../shared/decider';
import { deciderSpec } from '../shared/decider-spec';
import { lastOfEachType } from '../shared/last-of-each-type';
import type { UserCommand } from './commands';
import type { UserCreated, UserEvent } from './events';
import { userDecider } from './user-decide';
import { randomUserHistory } from './user-history.fixtures';
import { usernameDecider } from './username-decide';

const spec = deciderSpec(userDecider);
const userId = 'u-1';
const now = '2026-11-21T12:00:00.000Z';
const profile = {
  fullName: 'Ana Benítez',
  email: 'ana@lavadero.com.py',
  role: 'user' as const,
  subscriptionType: 'free' as const,
  monthlyInvoiceLimit: 50,
  expirationDate: null,
};
const created: UserCreated = {
  type: 'UserCreated',
  data: {
    ...profile,
    userId,
    username: 'ana',
    passwordHash: 'h1',
    isActive: true,
    createdBy: null,
    createdAt: now,
  },
};
const sessionId = 's-1';
/** A login the API sends once the password matched `verifiedPasswordHash`. */
const logIn = (at = now, verifiedPasswordHash = 'h1'): UserCommand => ({
  type: 'LogIn',
  data: { verifiedPasswordHash, sessionId, now: at },
});
const failed = (n: number, at = now): UserEvent => ({
  type: 'LoginFailed',
  data: { userId, failedAttempts: n, at },
});
const loggedIn = (at = now): UserEvent => ({ type: 'UserLoggedIn', data: { userId, sessionId, at } });
/** Failures recorded in streams before the throttle moved to the API's memory. */
const oldFailures = Array.from({ length: 20 }, (_, i) => failed(i + 1));

describe('users decider', () => {
  it('creates a user once', () => {
    const { createdAt: _, ...data } = created.data;
    spec
      .given([])
      .when({ type: 'CreateUser', data: { ...data, now } })
      .then([created]);
    spec
      .given([created])
      .when({ type: 'CreateUser', data: { ...data, now } })
      .thenThrows('USER_EXISTS');
  });

  it('records a successful login with the session it opens', () => {
    spec.given([created]).when(logIn()).then([loggedIn()]);
  });

  it('a password checked against a hash that is no longer the account’s is a wrong one', () => {
    const changed: UserEvent = { type: 'PasswordChanged', data: { userId, passwordHash: 'h2', at: now } };
    spec.given([created, changed]).when(logIn(now, 'h1')).thenThrows('INVALID_CREDENTIALS');
    spec.given([created, changed]).when(logIn(now, 'h2')).then([loggedIn()]);
  });

  it('failures recorded in the stream before no longer hold the right password back', () => {
    spec
      .given([created, ...oldFailures])
      .when(logIn())
      .then([loggedIn()]);
  });

  it('an admin lifts a throttle: the failures recorded in the stream or held by the API', () => {
    const lift = (clientFailures: number): UserCommand => ({
      type: 'LiftLoginThrottle',
      data: { clientFailures, now },
    });
    const lifted: UserEvent = { type: 'LoginThrottleLifted', data: { userId, at: now } };
    spec
      .given([created, ...oldFailures])
      .when(lift(0))
      .then([lifted]);
    spec.given([created]).when(lift(5)).then([lifted]);
    spec.given([created]).when(lift(0)).then([]);
    spec
      .given([created, ...oldFailures, lifted])
      .when(lift(0))
      .then([]);
  });

  it('logging out ends that session', () => {
    spec
      .given([created, loggedIn()])
      .when({ type: 'LogOut', data: { sessionId, now } })
      .then([{ type: 'UserLoggedOut', data: { userId, sessionId, at: now } }]);
  });

  it('refuses blocked, inactive and expired users even with the right password', () => {
    const blocked: UserEvent = { type: 'UserBlocked', data: { userId, reason: 'admin', at: now } };
    spec.given([created, blocked]).when(logIn()).thenThrows('USER_BLOCKED');
    spec
      .given([created, { type: 'UserDeactivated', data: { userId, at: now } }])
      .when(logIn())
      .thenThrows('USER_INACTIVE');
    const expiring: UserEvent = {
      type: 'UserProfileUpdated',
      data: { ...profile, expirationDate: '2026-11-20T00:00:00.000Z', userId, at: now },
    };
    spec.given([created, expiring]).when(logIn()).thenThrows('USER_EXPIRED');
    spec
      .given([created, expiring])
      .when(logIn('2026-11-19T00:00:00.000Z'))
      .then([loggedIn('2026-11-19T00:00:00.000Z')]);
  });

  it('an unknown user cannot log in', () => {
    spec.given([]).when(logIn()).thenThrows('USER_NOT_FOUND');
  });

  it('changes the password only with the right current password, ending the other sessions', () => {
    const change = (ok: boolean): UserCommand => ({
      type: 'ChangePassword',
      data: { currentPasswordMatches: ok, newPasswordHash: 'h2', keepSessionId: sessionId, now },
    });
    spec.given([created]).when(change(false)).thenThrows('WRONG_CURRENT_PASSWORD');
    spec
      .given([created])
      .when(change(true))
      .then([
        { type: 'PasswordChanged', data: { userId, passwordHash: 'h2', at: now } },
        {
          type: 'SessionsEnded',
          data: { userId, reason: 'password_changed', exceptSessionId: sessionId, at: now },
        },
      ]);
  });

  it("an admin sets another user's password, ending every session of that user", () => {
    const set = (actorId: string): UserCommand => ({
      type: 'SetPassword',
      data: { newPasswordHash: 'h3', actorId, now },
    });
    spec
      .given([created])
      .when(set('admin-1'))
      .then([
        { type: 'PasswordChanged', data: { userId, passwordHash: 'h3', at: now } },
        {
          type: 'SessionsEnded',
          data: { userId, reason: 'password_set_by_admin', exceptSessionId: null, at: now },
        },
      ]);
    spec.given([created]).when(set(userId)).thenThrows('OWN_PASSWORD_VIA_CHANGE');
  });

  it('a role change, a deactivation or a block ends every session', () => {
    const ended = (reason: string) => ({
      type: 'SessionsEnded',
      data: { userId, reason, exceptSessionId: null, at: now },
    });
    const update = (data: object): UserCommand => ({
      type: 'UpdateUser',
      data: { ...data, actorId: 'admin-1', now },
    });
    spec
      .given([created])
      .when(update({ profile: { ...profile, role: 'readonly' } }))
      .then([
        { type: 'UserProfileUpdated', data: { ...profile, role: 'readonly', userId, at: now } },
        ended('role_changed') as UserEvent,
      ]);
    spec
      .given([created])
      .when(update({ profile: { ...profile, fullName: 'Ana B.' } }))
      .then([{ type: 'UserProfileUpdated', data: { ...profile, fullName: 'Ana B.', userId, at: now } }]);
    spec
      .given([created])
      .when(update({ isBlocked: true }))
      .then([
        { type: 'UserBlocked', data: { userId, reason: 'admin', at: now } },
        ended('blocked') as UserEvent,
      ]);
    spec
      .given([created, { type: 'UserDeactivated', data: { userId, at: now } }])
      .when(update({ isActive: true }))
      .then([{ type: 'UserActivated', data: { userId, at: now } }]);
  });

  it('an admin update emits only what changed', () => {
    const blocked: UserEvent = {
      type: 'UserBlocked',
      data: { userId, reason: 'too_many_failed_logins', at: now },
    };
    spec
      .given([created, blocked])
      .when({ type: 'UpdateUser', data: { isActive: true, isBlocked: false, actorId: 'admin-1', now } })
      .then([{ type: 'UserUnblocked', data: { userId, at: now } }]);
    spec
      .given([created])
      .when({ type: 'UpdateUser', data: { isActive: false, actorId: 'admin-1', now } })
      .then([
        { type: 'UserDeactivated', data: { userId, at: now } },
        { type: 'SessionsEnded', data: { userId, reason: 'deactivated', exceptSessionId: null, at: now } },
      ]);
  });

  it('nobody locks themselves out or drops their own admin role', () => {
    const admin: UserCreated = { ...created, data: { ...created.data, role: 'admin' } };
    spec
      .given([admin])
      .when({ type: 'UpdateUser', data: { isActive: false, actorId: userId, now } })
      .thenThrows('CANNOT_LOCK_SELF');
    spec
      .given([admin])
      .when({ type: 'UpdateUser', data: { profile, actorId: userId, now } })
      .thenThrows('CANNOT_DEMOTE_SELF');
  });

  it('resets monthly usage once per period', () => {
    const reset: UserEvent = { type: 'MonthlyUsageReset', data: { userId, period: '2026-12', at: now } };
    spec
      .given([created])
      .when({ type: 'ResetMonthlyUsage', data: { period: '2026-12', now } })
      .then([reset]);
    spec
      .given([created, reset])
      .when({ type: 'ResetMonthlyUsage', data: { period: '2026-12', now } })
      .then([]);
    spec
      .given([created, reset])
      .when({ type: 'ResetMonthlyUsage', data: { period: '2026-11', now } })
      .then([]);
  });
});

describe('username claims', () => {
  const claim = (id: string) => ({ type: 'ClaimUsername' as const, data: { username: 'ana', userId: id } });
  it('the first claim wins', () => {
    const s = deciderSpec(usernameDecider);
    s.given([])
      .when(claim('u-1'))
      .then([{ type: 'UsernameClaimed', data: { username: 'ana', userId: 'u-1' } }]);
    s.given([{ type: 'UsernameClaimed', data: { username: 'ana', userId: 'u-1' } }])
      .when(claim('u-2'))
      .thenThrows('USERNAME_TAKEN');
    expect(
      usernameDecider.decide(claim('u-1'), { claimedBy: 'u-1', username: 'ana' }),
      'a retried claim by the same user is a no-op',
    ).toEqual([]);
  });

  it('an orphaned claim is released only for the user that never came to be', () => {
    const s = deciderSpec(usernameDecider);
    const claimed = { type: 'UsernameClaimed' as const, data: { username: 'ana', userId: 'u-1' } };
    const release = (userId: string) => ({ type: 'ReleaseOrphanedUsername' as const, data: { userId } });
    s.given([claimed])
      .when(release('u-1'))
      .then([{ type: 'UsernameReleased', data: { username: 'ana', userId: 'u-1', reason: 'orphaned' } }]);
    s.given([claimed]).when(release('u-2')).then([]);
    const released = {
      type: 'UsernameReleased' as const,
      data: { username: 'ana', userId: 'u-1', reason: 'orphaned' as const },
    };
    s.given([claimed, released])
      .when(claim('u-2'))
      .then([{ type: 'UsernameClaimed', data: { username: 'ana', userId: 'u-2' } }]);
  });
});

describe('a user read as the last event of each type', () => {
  it('has the state its whole history gives, on any history (each field is its last writer’s)', () => {
    let telling = 0;
    for (let seed = 1; seed <= 500; seed++) {
      const history = randomUserHistory(seed, userId);
      const kept = lastOfEachType(history);
      expect(foldEvents(userDecider, kept), `seed ${seed}`).toEqual(foldEvents(userDecider, history));
      if (kept.length >= 8 && history.length >= 3 * kept.length) telling++;
    }
    // Most histories hold many types and far more events than are kept.
    expect(telling).toBeGreaterThan(100);
  });
});
