import type { AccountThrottle } from '@lavadero/domain/users/login-throttle';

/**
 * Where the login throttle's state lives: in this process (embedded mode, one API) or in Redis
 * (distributed mode, where every API replica must count the same failures). The rule itself stays
 * pure in libs/domain; a store only keeps one state per account and changes it atomically.
 */
export interface LoginThrottleStore {
  /** The stored states of these accounts, those with none left out. */
  read(accounts: readonly string[]): Promise<Map<string, AccountThrottle>>;
  /**
   * Replaces the account's state by `change(state)` with nothing else in between, even from another
   * replica (`change` may run more than once when one interferes: it must be pure). A null result
   * forgets the account. Resolves with the state `change` was given.
   */
  update(
    account: string,
    change: (state: AccountThrottle | null) => AccountThrottle | null,
  ): Promise<AccountThrottle | null>;
}

/**
 * The embedded mode's store: a Map, bounded by `maxAccounts` (the account touched least recently
 * is dropped past it). Its updates are atomic because they never await.
 */
export class MemoryLoginThrottleStore implements LoginThrottleStore {
  private readonly accounts = new Map<string, AccountThrottle>();

  constructor(private readonly maxAccounts = 10_000) {}

  async read(accounts: readonly string[]): Promise<Map<string, AccountThrottle>> {
    const found = new Map<string, AccountThrottle>();
    for (const account of accounts) {
      const state = this.accounts.get(account);
      if (state) found.set(account, state);
    }
    return found;
  }

  async update(
    account: string,
    change: (state: AccountThrottle | null) => AccountThrottle | null,
  ): Promise<AccountThrottle | null> {
    const before = this.accounts.get(account) ?? null;
    const after = change(before);
    // Re-inserted at the end: the Map's order is then least recently touched first.
    this.accounts.delete(account);
    if (after === null) return before;
    this.accounts.set(account, after);
    if (this.accounts.size > this.maxAccounts) {
      const oldest = this.accounts.keys().next().value;
      if (oldest !== undefined) this.accounts.delete(oldest);
    }
    return before;
  }
}
