import { describe, expect, it } from 'vitest';
import { foldEvents } from '../shared/decider';
import { deciderSpec } from '../shared/decider-spec';
import type { UserCommand } from './commands';
import type { UserCreated, UserEvent } from './events';
import { FREE_FAILED_LOGINS, MAX_DELAY_SECONDS } from './login-throttle';
import { userDecider } from './user-decide';
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
const logIn = (passwordMatches: boolean, at = now): UserCommand => ({
  type: 'LogIn',
  data: { passwordMatches, sessionId, now: at },
});
const failed = (n: number, at = now): UserEvent => ({
  type: 'LoginFailed',
  data: { userId, failedAttempts: n, at },
});
const loggedIn = (at = now): UserEvent => ({ type: 'UserLoggedIn', data: { userId, sessionId, at } });
const later = (seconds: number) => new Date(Date.parse(now) + seconds * 1000).toISOString();
const freeFailures = Array.from({ length: FREE_FAILED_LOGINS }, (_, i) => failed(i + 1));

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
    spec.given([created]).when(logIn(true)).then([loggedIn()]);
  });

  it('counts failed logins and never blocks the account on its own', () => {
    spec
      .given([created])
      .when(logIn(false))
      .then([failed(1)]);
    spec
      .given([created, ...freeFailures])
      .when(logIn(false))
      .then([failed(FREE_FAILED_LOGINS + 1)]);
  });

  it('throttles after the free failures, even the right password, until the wait passes', () => {
    const history = [created, ...freeFailures, failed(FREE_FAILED_LOGINS + 1)];
    spec
      .given(history)
      .when(logIn(true, later(29)))
      .thenThrows('LOGIN_THROTTLED');
    expect(() => userDecider.decide(logIn(true, later(1)), foldEvents(userDecider, history))).toThrow(
      expect.objectContaining({ kind: 'rate_limited', details: { retryAfterSeconds: 29 } }),
    );
    spec
      .given(history)
      .when(logIn(true, later(30)))
      .then([loggedIn(later(30))]);
  });

  it('the wait doubles with each further failure, up to the cap', () => {
    const many = Array.from({ length: 20 }, (_, i) => failed(i + 1));
    const state = foldEvents(userDecider, [created, ...many]);
    expect(() => userDecider.decide(logIn(true), state)).toThrow(
      expect.objectContaining({ details: { retryAfterSeconds: MAX_DELAY_SECONDS } }),
    );
    spec
      .given([created, ...many])
      .when(logIn(true, later(MAX_DELAY_SECONDS)))
      .then([loggedIn(later(MAX_DELAY_SECONDS))]);
    spec
      .given([created, ...freeFailures, failed(5), failed(6, later(30))])
      .when(logIn(true, later(30 + 59)))
      .thenThrows('LOGIN_THROTTLED');
  });

  it('a successful login resets the failure count', () => {
    spec
      .given([created, failed(1), failed(2), loggedIn()])
      .when(logIn(false))
      .then([failed(1)]);
  });

  it('an admin lifts a throttle at once', () => {
    const history = [created, ...freeFailures, failed(FREE_FAILED_LOGINS + 1)];
    const lifted: UserEvent = { type: 'LoginThrottleLifted', data: { userId, at: now } };
    spec.given(history).when({ type: 'LiftLoginThrottle', data: { now } }).then([lifted]);
    spec
      .given([...history, lifted])
      .when(logIn(true))
      .then([loggedIn()]);
    spec.given([created]).when({ type: 'LiftLoginThrottle', data: { now } }).then([]);
  });

  it('logging out ends that session', () => {
    spec
      .given([created, loggedIn()])
      .when({ type: 'LogOut', data: { sessionId, now } })
      .then([{ type: 'UserLoggedOut', data: { userId, sessionId, at: now } }]);
  });

  it('refuses blocked, inactive and expired users even with the right password', () => {
    const blocked: UserEvent = { type: 'UserBlocked', data: { userId, reason: 'admin', at: now } };
    spec.given([created, blocked]).when(logIn(true)).thenThrows('USER_BLOCKED');
    spec
      .given([created, { type: 'UserDeactivated', data: { userId, at: now } }])
      .when(logIn(true))
      .thenThrows('USER_INACTIVE');
    const expiring: UserEvent = {
      type: 'UserProfileUpdated',
      data: { ...profile, expirationDate: '2026-11-20T00:00:00.000Z', userId, at: now },
    };
    spec.given([created, expiring]).when(logIn(true)).thenThrows('USER_EXPIRED');
    // The reason is told only to whoever knows the password: a wrong one is just a failed login.
    spec
      .given([created, blocked])
      .when(logIn(false))
      .then([failed(1)]);
    spec
      .given([created, expiring])
      .when(logIn(true, '2026-11-19T00:00:00.000Z'))
      .then([loggedIn('2026-11-19T00:00:00.000Z')]);
  });

  it('an unknown user cannot log in', () => {
    spec.given([]).when(logIn(true)).thenThrows('USER_NOT_FOUND');
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
