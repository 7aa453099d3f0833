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

/**
 * The login throttle's state, per API process (like the per-IP limit: counted per replica; a later
 * issue moves both to Redis). Keyed by normalised username, known or not, so it needs no database
 * and treats unknown usernames like real ones. Bounded: past `maxAccounts` the account touched least
 * recently is dropped, and stale entries are forgotten as they are met.
 */
export class LoginThrottles {
  private readonly accounts = new Map<string, AccountThrottle>();

  constructor(private readonly maxAccounts = 10_000) {}

  retryAfterSeconds(account: string, client: LoginClient, now: string): number {
    return retryAfterSeconds(this.current(account, now), client, now);
  }

  /** An attempt about to be checked counts as a wrong password until `recordSuccess` says otherwise. */
  recordAttempt(account: string, client: LoginClient, now: string): void {
    this.store(account, afterFailure(this.current(account, now), client, now));
  }

  recordSuccess(account: string, client: LoginClient, attemptedAt: string): void {
    this.store(account, afterSuccess(this.current(account, attemptedAt), client, attemptedAt));
  }

  /** Wrong passwords in a row still counted against the account, over all its clients. */
  failures(account: string, now: string): number {
    return failureCount(this.current(account, now));
  }

  /** An admin lets every client of the account try again at once. */
  lift(account: string): void {
    this.accounts.delete(account);
  }

  private current(account: string, now: string): AccountThrottle {
    const known = this.accounts.get(account);
    if (!known) return noFailures;
    const kept = forgetStale(known, now);
    if (kept === null) this.accounts.delete(account);
    return kept ?? noFailures;
  }

  private store(account: string, state: AccountThrottle): void {
    // Re-inserted at the end: the Map's order is then least recently touched first.
    this.accounts.delete(account);
    if (failureCount(state) === 0 && state.untrustedFailures.length === 0) return;
    this.accounts.set(account, state);
    if (this.accounts.size > this.maxAccounts) {
      const oldest = this.accounts.keys().next().value;
      if (oldest !== undefined) this.accounts.delete(oldest);
    }
  }
}

/** Accounts are named as the login looks them up: the username, lower-cased. */
export const accountKey = (username: string) => username.toLowerCase();
