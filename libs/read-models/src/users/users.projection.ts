import { assertNever } from '@lavadero/domain/shared/decider';
import { type MonthlyUsageReset, USER_EVENT_TYPES, type UserEvent } from '@lavadero/domain/users/events';
import { entityProjection } from '../entity-projection';
import type { UserRow } from './users.table';

/** What the users read model reads: the account, not its invoice usage (see invoice-usage). */
type AccountEvent = Exclude<UserEvent, MonthlyUsageReset>;

/** Pure: the users row after one event (null before the user exists). */
export function evolveUserRow(row: UserRow | null, event: AccountEvent): UserRow | null {
  if (event.type === 'UserCreated') {
    const d = event.data;
    return {
      id: d.userId,
      username: d.username,
      usernameKey: d.username.toLowerCase(),
      fullName: d.fullName,
      email: d.email,
      role: d.role,
      subscriptionType: d.subscriptionType,
      monthlyInvoiceLimit: d.monthlyInvoiceLimit,
      expirationDate: d.expirationDate,
      isActive: d.isActive,
      isBlocked: false,
      lastLogin: null,
      failedLoginAttempts: 0,
      lastFailedLogin: null,
      createdAt: d.createdAt,
      updatedAt: d.createdAt,
      createdBy: d.createdBy,
    };
  }
  if (row === null) return null;
  const at = event.data.at;
  switch (event.type) {
    case 'UserProfileUpdated': {
      const { userId: _, at: __, ...profile } = event.data;
      return { ...row, ...profile, updatedAt: at };
    }
    case 'UserActivated':
      return { ...row, isActive: true, updatedAt: at };
    case 'UserDeactivated':
      return { ...row, isActive: false, updatedAt: at };
    case 'UserBlocked':
      return { ...row, isBlocked: true, updatedAt: at };
    case 'UserUnblocked':
      return { ...row, isBlocked: false, failedLoginAttempts: 0, updatedAt: at };
    case 'UserLoggedIn':
      return { ...row, lastLogin: at, failedLoginAttempts: 0 };
    case 'LoginFailed':
      return { ...row, failedLoginAttempts: event.data.failedAttempts, lastFailedLogin: at };
    case 'LoginThrottleLifted':
      return { ...row, failedLoginAttempts: 0, updatedAt: at };
    case 'UserLoggedOut':
    case 'SessionsEnded':
      return row;
    case 'PasswordChanged':
      return { ...row, updatedAt: at };
    default:
      return assertNever(event);
  }
}

/**
 * Every change here empties the API's open-session cache (in every API process), so the invoice
 * counts, which change with every sale, live in their own read model.
 */
export const usersProjection = entityProjection({
  name: 'users',
  table: 'users',
  handles: USER_EVENT_TYPES.filter((type) => type !== 'MonthlyUsageReset'),
  idOf: (event: AccountEvent) => event.data.userId,
  evolve: evolveUserRow,
});
