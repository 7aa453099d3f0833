// Test data shared by tests that start from a user's events (imported only by tests and the bench).
import type { UserCreated } from './events';

/** A stored UserCreated of an active 'user' account on the free plan, with what the test changes. */
export function userCreatedEvent(
  changes: Partial<UserCreated['data']> & Pick<UserCreated['data'], 'userId' | 'username'>,
): UserCreated {
  return {
    type: 'UserCreated',
    data: {
      passwordHash: 'x',
      fullName: null,
      email: null,
      role: 'user',
      subscriptionType: 'free',
      monthlyInvoiceLimit: 50,
      expirationDate: null,
      isActive: true,
      createdBy: null,
      createdAt: new Date().toISOString(),
      ...changes,
    },
  };
}
