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
      passwordChangedAt: null,
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
  // The usage stream counts per (user, month) and a month starts again at 1, so the latest count
  // is this month's; MonthlyUsageReset brings it to 0 between the last invoice and the next.
  if (event.type === 'InvoiceCounted') return { ...row, currentMonthInvoices: event.data.count };
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
    case 'PasswordChanged':
      return { ...row, updatedAt: at, passwordChangedAt: at };
    case 'MonthlyUsageReset':
      return { ...row, currentMonthInvoices: 0, usageResetDate: at };
    default:
      return assertNever(event);
  }
}

export const usersProjection = entityProjection({
  name: 'users',
  table: 'users',
  handles: [...USER_EVENT_TYPES, 'InvoiceCounted'],
  idOf: (event: UserEvent | InvoiceCounted) => event.data.userId,
  evolve: evolveUserRow,
});
