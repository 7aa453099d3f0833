import type { Message } from '../shared/decider';

export const ROLES = ['admin', 'user', 'readonly'] as const;
export type Role = (typeof ROLES)[number];

export const SUBSCRIPTION_TYPES = ['free', 'basic', 'premium', 'enterprise'] as const;
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];

export interface UserProfile {
  readonly fullName: string | null;
  readonly email: string | null;
  readonly role: Role;
  readonly subscriptionType: SubscriptionType;
  readonly monthlyInvoiceLimit: number;
  /** ISO timestamp; null means the account never expires. */
  readonly expirationDate: string | null;
}

export type UserCreated = Message<
  'UserCreated',
  UserProfile & {
    readonly userId: string;
    readonly username: string;
    /** argon2id hash; the clear password never reaches an event. */
    readonly passwordHash: string;
    readonly isActive: boolean;
    readonly createdBy: string | null;
    readonly createdAt: string;
  }
>;
export type UserProfileUpdated = Message<
  'UserProfileUpdated',
  UserProfile & { readonly userId: string; readonly at: string }
>;
export type UserActivated = Message<'UserActivated', { readonly userId: string; readonly at: string }>;
export type UserDeactivated = Message<'UserDeactivated', { readonly userId: string; readonly at: string }>;
/** `too_many_failed_logins` only in history: failed logins now throttle, they never block. */
export type UserBlocked = Message<
  'UserBlocked',
  { readonly userId: string; readonly reason: 'too_many_failed_logins' | 'admin'; readonly at: string }
>;
export type UserUnblocked = Message<'UserUnblocked', { readonly userId: string; readonly at: string }>;
/** `sessionId` names the session the login opened (absent in events recorded before sessions were). */
export type UserLoggedIn = Message<
  'UserLoggedIn',
  { readonly userId: string; readonly sessionId?: string; readonly at: string }
>;
export type UserLoggedOut = Message<
  'UserLoggedOut',
  { readonly userId: string; readonly sessionId: string; readonly at: string }
>;
export type SessionEndReason =
  | 'password_changed'
  | 'password_set_by_admin'
  | 'role_changed'
  | 'deactivated'
  | 'blocked';
/** Every open session of the user ends, except `exceptSessionId` (the one that changed its password). */
export type SessionsEnded = Message<
  'SessionsEnded',
  {
    readonly userId: string;
    readonly reason: SessionEndReason;
    readonly exceptSessionId: string | null;
    readonly at: string;
  }
>;
/** An admin let a throttled account try again at once, from every client. */
export type LoginThrottleLifted = Message<
  'LoginThrottleLifted',
  { readonly userId: string; readonly at: string }
>;
/**
 * Only in history: wrong passwords are now counted in the API's memory per (account, client) and
 * append nothing (login-throttle.ts). Old ones still count until the next sign-in or lift.
 */
export type LoginFailed = Message<
  'LoginFailed',
  { readonly userId: string; readonly failedAttempts: number; readonly at: string }
>;
export type PasswordChanged = Message<
  'PasswordChanged',
  { readonly userId: string; readonly passwordHash: string; readonly at: string }
>;
/** The monthly invoice counter went back to 0 for `period` (YYYY-MM, Paraguayan time). */
export type MonthlyUsageReset = Message<
  'MonthlyUsageReset',
  { readonly userId: string; readonly period: string; readonly at: string }
>;

export type UserEvent =
  | UserCreated
  | UserProfileUpdated
  | UserActivated
  | UserDeactivated
  | UserBlocked
  | UserUnblocked
  | UserLoggedIn
  | UserLoggedOut
  | SessionsEnded
  | LoginFailed
  | LoginThrottleLifted
  | PasswordChanged
  | MonthlyUsageReset;

export const USER_EVENT_TYPES: readonly UserEvent['type'][] = [
  'UserCreated',
  'UserProfileUpdated',
  'UserActivated',
  'UserDeactivated',
  'UserBlocked',
  'UserUnblocked',
  'UserLoggedIn',
  'UserLoggedOut',
  'SessionsEnded',
  'LoginFailed',
  'LoginThrottleLifted',
  'PasswordChanged',
  'MonthlyUsageReset',
];

export const toUserStreamId = (userId: string) => `user-${userId}`;
/** One stream per lower-cased username, appended with 'no_stream': usernames stay unique under races. */
export const toUsernameStreamId = (username: string) => `username-${username.toLowerCase()}`;
