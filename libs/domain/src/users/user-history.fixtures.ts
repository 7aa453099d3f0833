import { pick, seededRandom } from '../shared/seeded-random.fixtures';
import { ROLES, USER_EVENT_TYPES, type UserEvent } from './events';

/**
 * Any history a user's stream may hold, as stored: every event type in any order (a creation
 * anywhere, even twice), of 0 to `maxLength` events, mostly sign-ins and sign-outs as in life.
 */
export function randomUserHistory(seed: number, userId: string, maxLength = 60): UserEvent[] {
  const next = seededRandom(seed);
  const at = `2026-${pick(next, ['01', '06', '11'])}-01T12:00:00.000Z`;
  const hash = () => `hash-${Math.floor(next() * 1000)}`;
  const profile = () => ({
    fullName: pick(next, [null, 'Ana']),
    email: null,
    role: pick(next, ROLES),
    subscriptionType: 'free' as const,
    monthlyInvoiceLimit: 100,
    expirationDate: pick(next, [null, '2027-01-01T00:00:00.000Z']),
  });
  return Array.from({ length: Math.floor(next() * (maxLength + 1)) }, (): UserEvent => {
    const type =
      next() < 0.6 ? pick(next, ['UserLoggedIn', 'UserLoggedOut'] as const) : pick(next, USER_EVENT_TYPES);
    switch (type) {
      case 'UserCreated':
        return {
          type,
          data: {
            userId,
            username: `u${seed}`,
            passwordHash: hash(),
            isActive: next() < 0.8,
            createdBy: null,
            createdAt: at,
            ...profile(),
          },
        };
      case 'UserProfileUpdated':
        return { type, data: { userId, at, ...profile() } };
      case 'UserBlocked':
        return { type, data: { userId, reason: 'admin', at } };
      case 'UserLoggedIn':
        return { type, data: { userId, sessionId: `s${Math.floor(next() * 100)}`, at } };
      case 'UserLoggedOut':
        return { type, data: { userId, sessionId: `s${Math.floor(next() * 100)}`, at } };
      case 'SessionsEnded':
        return { type, data: { userId, reason: 'blocked', exceptSessionId: null, at } };
      case 'LoginFailed':
        return { type, data: { userId, failedAttempts: 1 + Math.floor(next() * 5), at } };
      case 'PasswordChanged':
        return { type, data: { userId, passwordHash: hash(), at } };
      case 'MonthlyUsageReset':
        return { type, data: { userId, period: pick(next, ['2026-10', '2026-11']), at } };
      default:
        return { type, data: { userId, at } };
    }
  });
}
