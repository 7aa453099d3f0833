import { assertNever } from '../shared/decider';
import type { Role, UserEvent } from './events';

export type UserState =
  | { readonly status: 'absent' }
  | {
      readonly status: 'present';
      readonly userId: string;
      readonly username: string;
      readonly passwordHash: string;
      readonly role: Role;
      readonly isActive: boolean;
      readonly isBlocked: boolean;
      readonly expirationDate: string | null;
      readonly failedLoginAttempts: number;
      readonly lastFailedLoginAt: string | null;
      readonly usagePeriod: string | null;
    };

export const initialUserState = (): UserState => ({ status: 'absent' });

export function evolveUser(state: UserState, event: UserEvent): UserState {
  if (event.type === 'UserCreated') {
    const d = event.data;
    return {
      status: 'present',
      userId: d.userId,
      username: d.username,
      passwordHash: d.passwordHash,
      role: d.role,
      isActive: d.isActive,
      isBlocked: false,
      expirationDate: d.expirationDate,
      failedLoginAttempts: 0,
      lastFailedLoginAt: null,
      usagePeriod: null,
    };
  }
  if (state.status === 'absent') return state;
  switch (event.type) {
    case 'UserProfileUpdated':
      return { ...state, role: event.data.role, expirationDate: event.data.expirationDate };
    case 'UserActivated':
      return { ...state, isActive: true };
    case 'UserDeactivated':
      return { ...state, isActive: false };
    case 'UserBlocked':
      return { ...state, isBlocked: true };
    case 'UserUnblocked':
      return { ...state, isBlocked: false, ...noFailures };
    case 'UserLoggedIn':
    case 'LoginThrottleLifted':
      return { ...state, ...noFailures };
    case 'LoginFailed':
      return { ...state, failedLoginAttempts: event.data.failedAttempts, lastFailedLoginAt: event.data.at };
    case 'UserLoggedOut':
    case 'SessionsEnded':
      return state;
    case 'PasswordChanged':
      return { ...state, passwordHash: event.data.passwordHash };
    case 'MonthlyUsageReset':
      return { ...state, usagePeriod: event.data.period };
    default:
      return assertNever(event);
  }
}

const noFailures = { failedLoginAttempts: 0, lastFailedLoginAt: null } as const;

export function isExpired(state: { expirationDate: string | null }, now: string): boolean {
  return state.expirationDate !== null && Date.parse(state.expirationDate) < Date.parse(now);
}
