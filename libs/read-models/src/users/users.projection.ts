import type { InvoiceCounted } from '@lavadero/domain/sales/invoice-usage';
import { assertNever } from '@lavadero/domain/shared/decider';
import { USER_EVENT_TYPES, type UserEvent } from '@lavadero/domain/users/events';
import { entityProjection } from '../entity-projection';
import type { UserRow } from './users.table';

/** Pure: the users row after one event (null before the user exists). */
export function evolveUserRow(row: UserRow | null, event: UserEvent | InvoiceCounted): UserRow | null {
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
      currentMonthInvoices: 0,
      usageMonth: null,
      usageResetDate: null,
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
  // The usage streams (one per user and month) and the user's own stream (the monthly reset) reach
  // this projection in no fixed order, so the row keeps the month its count belongs to: a count of
  // an older month, or a reset of a month already counted, changes nothing.
  if (event.type === 'InvoiceCounted') {
    const { period, count } = event.data;
    if (isBefore(period, row.usageMonth)) return row;
    return { ...row, currentMonthInvoices: count, usageMonth: period };
  }
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
    case 'MonthlyUsageReset': {
      const { period } = event.data;
      if (!isBefore(row.usageMonth, period)) return { ...row, usageResetDate: at };
      return { ...row, currentMonthInvoices: 0, usageMonth: period, usageResetDate: at };
    }
    default:
      return assertNever(event);
  }
}

/** YYYY-MM months compare as strings; no month yet comes before every month. */
function isBefore(month: string | null, other: string | null): boolean {
  return other !== null && (month === null || month < other);
}

export const usersProjection = entityProjection({
  name: 'users',
  table: 'users',
  handles: [...USER_EVENT_TYPES, 'InvoiceCounted'],
  idOf: (event: UserEvent | InvoiceCounted) => event.data.userId,
  evolve: evolveUserRow,
});
