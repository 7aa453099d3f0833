import {
  type AccountThrottle,
  afterFailure,
  afterSuccess,
  failureCount,
  forgetStale,
  type LoginClient,
  noFailures,
  retryAfterSeconds,
} from '@lavadero/domain/users/login-throttle';
import { type LoginThrottleStore, MemoryLoginThrottleStore } from './login-throttle-store';

/**
 * The login throttle (libs/domain/src/users/login-throttle.ts) over its state: in this process
 * (embedded) or in Redis, shared by every API replica (distributed). Keyed by normalised username,
 * known or not, so it needs no database and treats unknown usernames like real ones.
 */
export class LoginThrottles {
  constructor(private readonly store: LoginThrottleStore = new MemoryLoginThrottleStore()) {}

  /**
   * Whole seconds `client` must wait before trying this account; when 0, the attempt is counted at
   * once, as a wrong password until `recordSuccess` says otherwise. Check and count are one atomic
   * step, across replicas too: a burst cannot all pass the wait while the first are being checked.
   */
  async admit(account: string, client: LoginClient, now: string): Promise<number> {
    let wait = 0;
    await this.store.update(account, (stored) => {
      const state = current(stored, now);
      wait = retryAfterSeconds(state, client, now);
      return wait > 0 ? stored : kept(afterFailure(state, client, now));
    });
    return wait;
  }

  async recordSuccess(account: string, client: LoginClient, attemptedAt: string): Promise<void> {
    await this.store.update(account, (stored) =>
      kept(afterSuccess(current(stored, attemptedAt), client, attemptedAt)),
    );
  }

  /** Wrong passwords in a row still counted against each account, over all its clients. */
  async failures(accounts: readonly string[], now: string): Promise<Map<string, number>> {
    const stored = await this.store.read(accounts);
    return new Map(accounts.map((a) => [a, failureCount(current(stored.get(a) ?? null, now))]));
  }

  /** An admin lets every client of the account try again at once. */
  async lift(account: string): Promise<void> {
    await this.store.update(account, () => null);
  }
}

const current = (stored: AccountThrottle | null, now: string): AccountThrottle =>
  (stored && forgetStale(stored, now)) ?? noFailures;

/** Nothing worth keeping is not kept. */
const kept = (state: AccountThrottle): AccountThrottle | null =>
  failureCount(state) === 0 && state.untrustedFailures.length === 0 ? null : state;

/** Accounts are named as the login looks them up: the username, lower-cased. */
export const accountKey = (username: string) => username.toLowerCase();
