import { assertNever, type Decider } from '../shared/decider';
import {
  ForbiddenError,
  IllegalStateError,
  NotFoundError,
  UnauthorizedError,
  ValidationError,
} from '../shared/errors';
import type { UpdateUser, UserCommand } from './commands';
import type { UserEvent } from './events';
import { userMessages } from './messages';
import { evolveUser, initialUserState, isExpired, type UserState } from './user';

/** After this many wrong passwords in a row the account is blocked until an admin unblocks it. */
export const MAX_FAILED_LOGIN_ATTEMPTS = 5;

type PresentUser = Extract<UserState, { status: 'present' }>;

function requirePresent(state: UserState): PresentUser {
  if (state.status === 'absent') throw new NotFoundError('USER_NOT_FOUND', userMessages.notFound);
  return state;
}

/** Refusals that apply before any password is looked at, in the order a person should hear them. */
export function assertCanSignIn(state: PresentUser, now: string): void {
  if (state.isBlocked) throw new ForbiddenError('USER_BLOCKED', userMessages.blocked);
  if (!state.isActive) throw new ForbiddenError('USER_INACTIVE', userMessages.inactive);
  if (isExpired(state, now)) throw new ForbiddenError('USER_EXPIRED', userMessages.expired);
}

function decideLogIn(state: PresentUser, passwordMatches: boolean, now: string): UserEvent[] {
  assertCanSignIn(state, now);
  const { userId } = state;
  if (passwordMatches) return [{ type: 'UserLoggedIn', data: { userId, at: now } }];
  const failedAttempts = state.failedLoginAttempts + 1;
  const failed: UserEvent = { type: 'LoginFailed', data: { userId, failedAttempts, at: now } };
  if (failedAttempts < MAX_FAILED_LOGIN_ATTEMPTS) return [failed];
  return [failed, { type: 'UserBlocked', data: { userId, reason: 'too_many_failed_logins', at: now } }];
}

function decideUpdate(state: PresentUser, { data }: UpdateUser): UserEvent[] {
  const { userId } = state;
  const at = data.now;
  const self = data.actorId === userId;
  if (self && (data.isActive === false || data.isBlocked === true)) {
    throw new IllegalStateError('CANNOT_LOCK_SELF', userMessages.cannotDeactivateSelf);
  }
  if (self && data.profile && state.role === 'admin' && data.profile.role !== 'admin') {
    throw new IllegalStateError('CANNOT_DEMOTE_SELF', userMessages.cannotDemoteSelf);
  }
  const events: UserEvent[] = [];
  if (data.profile) events.push({ type: 'UserProfileUpdated', data: { ...data.profile, userId, at } });
  if (data.isActive !== undefined && data.isActive !== state.isActive) {
    events.push({ type: data.isActive ? 'UserActivated' : 'UserDeactivated', data: { userId, at } });
  }
  if (data.isBlocked === true && !state.isBlocked) {
    events.push({ type: 'UserBlocked', data: { userId, reason: 'admin', at } });
  }
  if (data.isBlocked === false && state.isBlocked)
    events.push({ type: 'UserUnblocked', data: { userId, at } });
  return events;
}

export function decideUser(command: UserCommand, state: UserState): UserEvent[] {
  switch (command.type) {
    case 'CreateUser': {
      if (state.status === 'present') throw new IllegalStateError('USER_EXISTS', userMessages.alreadyExists);
      const { now, ...user } = command.data;
      return [{ type: 'UserCreated', data: { ...user, createdAt: now } }];
    }
    case 'LogIn':
      return decideLogIn(requirePresent(state), command.data.passwordMatches, command.data.now);
    case 'ChangePassword': {
      const user = requirePresent(state);
      if (!command.data.currentPasswordMatches) {
        throw new ValidationError('WRONG_CURRENT_PASSWORD', userMessages.wrongCurrentPassword);
      }
      const { newPasswordHash: passwordHash, now: at } = command.data;
      return [{ type: 'PasswordChanged', data: { userId: user.userId, passwordHash, at } }];
    }
    case 'UpdateUser':
      return decideUpdate(requirePresent(state), command);
    case 'ResetMonthlyUsage': {
      const user = requirePresent(state);
      // Idempotent per period, and never backwards: a retried, duplicated or late job changes nothing.
      if (user.usagePeriod !== null && command.data.period <= user.usagePeriod) return [];
      const { period, now: at } = command.data;
      return [{ type: 'MonthlyUsageReset', data: { userId: user.userId, period, at } }];
    }
    default:
      return assertNever(command);
  }
}

export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  initialState: initialUserState,
  evolve: evolveUser,
  decide: decideUser,
};

/** Kept apart from the decider so that a refused login can still be told from a wrong password. */
export function invalidCredentials(): UnauthorizedError {
  return new UnauthorizedError('INVALID_CREDENTIALS', userMessages.invalidCredentials);
}
