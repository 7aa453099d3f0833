import type { MonthlyUsageReset, UserEvent } from '@lavadero/domain/users/events';
import { userCreatedEvent } from '@lavadero/domain/users/test-fixtures';
import { describe, expect, it } from 'vitest';
import { evolveUserRow, usersProjection } from './users.projection';

const at = '2026-11-21T12:00:00.000Z';
const created: UserEvent = userCreatedEvent({
  userId: 'u-1',
  username: 'Ana',
  passwordHash: 'secret-hash',
  fullName: 'Ana Benítez',
  createdAt: at,
});
const fold = (events: Exclude<UserEvent, MonthlyUsageReset>[]) => events.reduce(evolveUserRow, null);

describe('users read model', () => {
  it('never holds the password hash', () => {
    expect(JSON.stringify(fold([created]))).not.toContain('secret-hash');
  });

  it('keys usernames case-insensitively', () => {
    expect(fold([created])?.usernameKey).toBe('ana');
  });

  it('tracks failed logins, blocking and the last login', () => {
    const row = fold([
      created,
      { type: 'LoginFailed', data: { userId: 'u-1', failedAttempts: 1, at } },
      { type: 'UserBlocked', data: { userId: 'u-1', reason: 'too_many_failed_logins', at } },
    ]);
    expect(row).toMatchObject({ failedLoginAttempts: 1, lastFailedLogin: at, isBlocked: true });
    const later = '2026-11-22T08:00:00.000Z';
    expect(
      evolveUserRow(evolveUserRow(row, { type: 'UserUnblocked', data: { userId: 'u-1', at } }), {
        type: 'UserLoggedIn',
        data: { userId: 'u-1', at: later },
      }),
    ).toMatchObject({ isBlocked: false, failedLoginAttempts: 0, lastLogin: later });
  });

  it('does not read the invoice usage: a sale or a monthly reset is no change to the account', () => {
    expect(usersProjection.handles).not.toContain('InvoiceCounted');
    expect(usersProjection.handles).not.toContain('MonthlyUsageReset');
  });

  it('ignores events for a user it has not seen created', () => {
    expect(evolveUserRow(null, { type: 'UserActivated', data: { userId: 'u-9', at } })).toBeNull();
  });
});
