import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec';
import type { UserCommand } from './commands';
import { MAX_FAILED_LOGIN_ATTEMPTS, userDecider } from './decide';
import type { UserCreated, UserEvent } from './events';
import { usernameDecider } from './username';

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
const logIn = (passwordMatches: boolean, at = now): UserCommand => ({
  type: 'LogIn',
  data: { passwordMatches, now: at },
});
const failed = (n: number): UserEvent => ({
  type: 'LoginFailed',
  data: { userId, failedAttempts: n, at: now },
});

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

  it('records a successful login', () => {
    spec
      .given([created])
      .when(logIn(true))
      .then([{ type: 'UserLoggedIn', data: { userId, at: now } }]);
  });

  it('counts failed logins and blocks at the limit', () => {
    const history = [
      created,
      ...Array.from({ length: MAX_FAILED_LOGIN_ATTEMPTS - 1 }, (_, i) => failed(i + 1)),
    ];
    spec
      .given([created])
      .when(logIn(false))
      .then([failed(1)]);
    spec
      .given(history)
      .when(logIn(false))
      .then([
        failed(MAX_FAILED_LOGIN_ATTEMPTS),
        { type: 'UserBlocked', data: { userId, reason: 'too_many_failed_logins', at: now } },
      ]);
  });

  it('a successful login resets the failure count', () => {
    spec
      .given([created, failed(1), failed(2), { type: 'UserLoggedIn', data: { userId, at: now } }])
      .when(logIn(false))
      .then([failed(1)]);
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
    spec
      .given([created, expiring])
      .when(logIn(true, '2026-11-19T00:00:00.000Z'))
      .then([{ type: 'UserLoggedIn', data: { userId, at: '2026-11-19T00:00:00.000Z' } }]);
  });

  it('an unknown user cannot log in', () => {
    spec.given([]).when(logIn(true)).thenThrows('USER_NOT_FOUND');
  });

  it('changes the password only with the right current password', () => {
    const change = (ok: boolean): UserCommand => ({
      type: 'ChangePassword',
      data: { currentPasswordMatches: ok, newPasswordHash: 'h2', now },
    });
    spec.given([created]).when(change(false)).thenThrows('WRONG_CURRENT_PASSWORD');
    spec
      .given([created])
      .when(change(true))
      .then([{ type: 'PasswordChanged', data: { userId, passwordHash: 'h2', at: now } }]);
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
      .then([{ type: 'UserDeactivated', data: { userId, at: now } }]);
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
      usernameDecider.decide(claim('u-1'), { claimedBy: 'u-1' }),
      'a retried claim by the same user is a no-op',
    ).toEqual([]);
  });
});
