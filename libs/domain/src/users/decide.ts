import { assertNever, type Decider } from '../shared/decider';
import {
  ForbiddenError,
  IllegalStateError,
  NotFoundError,
  UnauthorizedError,
  ValidationError,
} from '../shared/errors';
import type { LogIn, UpdateUser, UserCommand } from './commands';
import type { SessionEndReason, UserEvent } from './events';
import { userMessages } from './messages';
import { evolveUser, initialUserState, isExpired, type UserState } from './user';

type PresentUser = Extract<UserState, { status: 'present' }>;

function requirePresent(state: UserState): PresentUser {
  if (state.status === 'absent') throw new NotFoundError('USER_NOT_FOUND', userMessages.notFound);
  return state;
}

/**
 * Why an account with the right password still may not sign in, in the order a person should hear
 * them. Told only after the right password: to anyone else the reply stays 'incorrect credentials'.
 */
export function assertCanSignIn(state: PresentUser, now: string): void {
  if (state.isBlocked) throw new ForbiddenError('USER_BLOCKED', userMessages.blocked);
  if (!state.isActive) throw new ForbiddenError('USER_INACTIVE', userMessages.inactive);
  if (isExpired(state, now)) throw new ForbiddenError('USER_EXPIRED', userMessages.expired);
}

/**
 * A login reaches the stream only with the right password: the API checks the throttle and the
 * password first, and a wrong one appends nothing (a known username's failure would otherwise cost
 * a write an unknown one does not, and tell them apart). The hash it was checked against must still
 * be the account's: a password changed meanwhile makes it a wrong one.
 */
function decideLogIn(state: PresentUser, { data }: LogIn): UserEvent[] {
  if (data.verifiedPasswordHash !== state.passwordHash) throw invalidCredentials();
  assertCanSignIn(state, data.now);
  const { userId } = state;
  return [{ type: 'UserLoggedIn', data: { userId, sessionId: data.sessionId, at: data.now } }];
}

const sessionsEnded = (userId: string, reason: SessionEndReason, at: string): UserEvent => ({
  type: 'SessionsEnded',
  data: { userId, reason, exceptSessionId: null, at },
});

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
  if (data.profile) {
    events.push({ type: 'UserProfileUpdated', data: { ...data.profile, userId, at } });
    // Sessions carry no role: a changed role takes effect at once, through a new sign-in.
    if (data.profile.role !== state.role) events.push(sessionsEnded(userId, 'role_changed', at));
  }
  if (data.isActive !== undefined && data.isActive !== state.isActive) {
    events.push({ type: data.isActive ? 'UserActivated' : 'UserDeactivated', data: { userId, at } });
    if (!data.isActive) events.push(sessionsEnded(userId, 'deactivated', at));
  }
  if (data.isBlocked === true && !state.isBlocked) {
    events.push({ type: 'UserBlocked', data: { userId, reason: 'admin', at } });
    events.push(sessionsEnded(userId, 'blocked', at));
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
      return decideLogIn(requirePresent(state), command);
    case 'LogOut': {
      const { userId } = requirePresent(state);
      const { sessionId, now: at } = command.data;
      return [{ type: 'UserLoggedOut', data: { userId, sessionId, at } }];
    }
    case 'ChangePassword': {
      const { userId } = requirePresent(state);
      if (!command.data.currentPasswordMatches) {
        throw new ValidationError('WRONG_CURRENT_PASSWORD', userMessages.wrongCurrentPassword);
      }
      const { newPasswordHash: passwordHash, keepSessionId, now: at } = command.data;
      return [
        { type: 'PasswordChanged', data: { userId, passwordHash, at } },
        {
          type: 'SessionsEnded',
          data: { userId, reason: 'password_changed', exceptSessionId: keepSessionId, at },
        },
      ];
    }
    case 'SetPassword': {
      const { userId } = requirePresent(state);
      if (command.data.actorId === userId) {
        throw new ForbiddenError('OWN_PASSWORD_VIA_CHANGE', userMessages.setOwnPassword);
      }
      const { newPasswordHash: passwordHash, now: at } = command.data;
      return [
        { type: 'PasswordChanged', data: { userId, passwordHash, at } },
        sessionsEnded(userId, 'password_set_by_admin', at),
      ];
    }
    case 'UpdateUser':
      return decideUpdate(requirePresent(state), command);
    case 'LiftLoginThrottle': {
      // The failures recorded before they were kept in the API's memory, and those it holds now.
      const { userId, failedLoginAttempts } = requirePresent(state);
      if (failedLoginAttempts === 0 && command.data.clientFailures === 0) return [];
      return [{ type: 'LoginThrottleLifted', data: { userId, at: command.data.now } }];
    }
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
