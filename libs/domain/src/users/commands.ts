import type { Message } from '../shared/decider';
import type { UserProfile } from './events';

/**
 * Commands carry everything a decision needs that is not in the stream: the time, new ids, the
 * acting user, and the outcome of password checks (hashing is I/O-heavy work done by the caller).
 */
export type CreateUser = Message<
  'CreateUser',
  UserProfile & {
    readonly userId: string;
    readonly username: string;
    readonly passwordHash: string;
    readonly isActive: boolean;
    readonly createdBy: string | null;
    readonly now: string;
  }
>;
/** Sent only once the password matched `verifiedPasswordHash`: wrong passwords never reach the stream. */
export type LogIn = Message<
  'LogIn',
  { readonly verifiedPasswordHash: string; readonly sessionId: string; readonly now: string }
>;
export type LogOut = Message<'LogOut', { readonly sessionId: string; readonly now: string }>;
/** `keepSessionId`: the session that changes the password stays open; every other one ends. */
export type ChangePassword = Message<
  'ChangePassword',
  {
    readonly currentPasswordMatches: boolean;
    readonly newPasswordHash: string;
    readonly keepSessionId: string | null;
    readonly now: string;
  }
>;
/** An admin gives another user a new password: every session of that user ends. */
export type SetPassword = Message<
  'SetPassword',
  { readonly newPasswordHash: string; readonly actorId: string; readonly now: string }
>;
/** `clientFailures`: the wrong passwords the API holds in memory for the account, all clients together. */
export type LiftLoginThrottle = Message<
  'LiftLoginThrottle',
  { readonly clientFailures: number; readonly now: string }
>;
/** An admin edit; absent fields stay as they are. */
export type UpdateUser = Message<
  'UpdateUser',
  {
    readonly profile?: UserProfile;
    readonly isActive?: boolean;
    readonly isBlocked?: boolean;
    readonly actorId: string;
    readonly now: string;
  }
>;
export type ResetMonthlyUsage = Message<
  'ResetMonthlyUsage',
  { readonly period: string; readonly now: string }
>;

export type UserCommand =
  | CreateUser
  | LogIn
  | LogOut
  | ChangePassword
  | SetPassword
  | UpdateUser
  | LiftLoginThrottle
  | ResetMonthlyUsage;
