import type { AccountThrottle } from '@lavadero/domain/users/login-throttle';
import { FORGET_AFTER_SECONDS } from '@lavadero/domain/users/login-throttle';
import type { Redis } from 'ioredis';
import type { LoginThrottleStore } from './login-throttle-store';

/** Sets KEYS[1] to ARGV[2] (or deletes it when ARGV[2] is empty) only if it still holds ARGV[1]. */
const COMPARE_AND_SET = `
local current = redis.call('GET', KEYS[1]) or ''
if current ~= ARGV[1] then return 0 end
if ARGV[2] == '' then redis.call('DEL', KEYS[1]) else redis.call('SET', KEYS[1], ARGV[2], 'EX', ARGV[3]) end
return 1
`;

/** Attempts before an update gives up: only a storm of logins to one account gets this far. */
const MAX_ATTEMPTS = 50;

/**
 * The distributed mode's store: one JSON value per account under `<prefix>login-throttle:<account>`,
 * changed by compare-and-set, so two replicas counting the same account's attempts at once both
 * count. Each key expires when nothing in it could matter any more (the domain's forget period).
 */
export class RedisLoginThrottleStore implements LoginThrottleStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async read(accounts: readonly string[]): Promise<Map<string, AccountThrottle>> {
    const found = new Map<string, AccountThrottle>();
    if (accounts.length === 0) return found;
    const values = await this.redis.mget(accounts.map((a) => this.key(a)));
    accounts.forEach((account, i) => {
      const value = values[i];
      if (value) found.set(account, JSON.parse(value) as AccountThrottle);
    });
    return found;
  }

  async update(
    account: string,
    change: (state: AccountThrottle | null) => AccountThrottle | null,
  ): Promise<AccountThrottle | null> {
    const key = this.key(account);
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const current = (await this.redis.get(key)) ?? '';
      const before = current ? (JSON.parse(current) as AccountThrottle) : null;
      const after = change(before);
      const next = after === null ? '' : JSON.stringify(after);
      const set = await this.redis.eval(COMPARE_AND_SET, 1, key, current, next, FORGET_AFTER_SECONDS);
      if (set === 1) return before;
    }
    throw new Error(`login throttle of ${account}: too many concurrent updates`);
  }

  private key(account: string): string {
    return `${this.prefix}login-throttle:${account}`;
  }
}
