/**
 * Temporary throttling of logins after wrong passwords, instead of blocking: a stranger who knows a
 * username can slow down only themselves, never lock the business out (OWASP "Blocking Brute Force
 * Attacks", device cookies). Failures count per (account, client): the client is the browser when it
 * shows a device cookie of that account (it signed in to it before), else its address. The first
 * failures are free (typos); from then on each failure doubles that client's wait, up to a cap.
 * Beside it, all untrusted clients of an account together have a higher bound per hour (a botnet
 * spreading its guesses over many addresses); trusted browsers are never held by it.
 *
 * Accounts are named by their normalised username, known or not: an unknown username is throttled
 * exactly like a real one, so a 429 tells nobody which usernames exist.
 */
export const FREE_FAILED_LOGINS = 4;
const FIRST_DELAY_SECONDS = 30;
export const MAX_DELAY_SECONDS = 15 * 60;
/** Wrong passwords from untrusted clients of one account, together, within ACCOUNT_WINDOW_SECONDS. */
export const ACCOUNT_FAILURES_PER_WINDOW = 30;
export const ACCOUNT_WINDOW_SECONDS = 60 * 60;
/** A client's failures are forgotten this long after its last one, so memory does not only grow. */
export const FORGET_AFTER_SECONDS = 24 * 60 * 60;
/** Clients remembered per account: past it the one whose last failure is oldest goes. */
export const MAX_CLIENTS_PER_ACCOUNT = 256;

export interface LoginFailures {
  readonly failedLoginAttempts: number;
  /** ISO time of the last wrong password; null when none since the last success. */
  readonly lastFailedLoginAt: string | null;
}

/** Who is trying: a device (`device:<nonce>`, trusted) or an address (`ip:<address>`, untrusted). */
export interface LoginClient {
  readonly key: string;
  readonly trusted: boolean;
}

/** A client's wrong passwords in a row, the last at `lastFailedLoginAt`. */
export interface ClientFailures extends LoginFailures {
  readonly lastFailedLoginAt: string;
}

export interface AccountThrottle {
  readonly clients: Readonly<Record<string, ClientFailures>>;
  /** Times of the latest untrusted failures, oldest first, at most ACCOUNT_FAILURES_PER_WINDOW. */
  readonly untrustedFailures: readonly string[];
}

export const noFailures: AccountThrottle = { clients: {}, untrustedFailures: [] };
const none: LoginFailures = { failedLoginAttempts: 0, lastFailedLoginAt: null };

/** How long a client waits after its `failures`-th wrong password in a row. */
export function throttleDelaySeconds(failures: number): number {
  if (failures <= FREE_FAILED_LOGINS) return 0;
  return Math.min(FIRST_DELAY_SECONDS * 2 ** (failures - FREE_FAILED_LOGINS - 1), MAX_DELAY_SECONDS);
}

const secondsUntil = (untilMs: number, now: string) =>
  Math.max(0, Math.ceil((untilMs - Date.parse(now)) / 1000));

/** Whole seconds until this series of failures lets its client try again at `now`; 0: now. */
export function loginRetryAfterSeconds(state: LoginFailures, now: string): number {
  if (state.lastFailedLoginAt === null) return 0;
  const delay = throttleDelaySeconds(state.failedLoginAttempts);
  return secondsUntil(Date.parse(state.lastFailedLoginAt) + delay * 1000, now);
}

function accountRetryAfterSeconds(account: AccountThrottle, now: string): number {
  const oldest = account.untrustedFailures[0];
  if (oldest === undefined || account.untrustedFailures.length < ACCOUNT_FAILURES_PER_WINDOW) return 0;
  return secondsUntil(Date.parse(oldest) + ACCOUNT_WINDOW_SECONDS * 1000, now);
}

/** Whole seconds until `client` may try this account's password at `now`; 0 when it may now. */
export function retryAfterSeconds(account: AccountThrottle, client: LoginClient, now: string): number {
  const own = loginRetryAfterSeconds(account.clients[client.key] ?? none, now);
  return client.trusted ? own : Math.max(own, accountRetryAfterSeconds(account, now));
}

/**
 * The account after an attempt from `client` that was allowed to try, counted as a wrong password
 * before the password is checked: attempts sent together all count, so a burst cannot slip past
 * the wait while the first ones are still being checked. A right one takes it back (`afterSuccess`).
 */
export function afterFailure(account: AccountThrottle, client: LoginClient, now: string): AccountThrottle {
  const previous = account.clients[client.key] ?? none;
  const clients = {
    ...account.clients,
    [client.key]: { failedLoginAttempts: previous.failedLoginAttempts + 1, lastFailedLoginAt: now },
  };
  const untrustedFailures = client.trusted
    ? account.untrustedFailures
    : [...account.untrustedFailures, now].slice(-ACCOUNT_FAILURES_PER_WINDOW);
  return { clients: keepNewest(clients), untrustedFailures };
}

/**
 * The right password, in the attempt counted at `attemptedAt`: that client's failures are reset, and
 * the attempt no longer counts towards the account's bound. The others' (a stranger's) stay.
 */
export function afterSuccess(
  account: AccountThrottle,
  client: LoginClient,
  attemptedAt: string,
): AccountThrottle {
  const { [client.key]: _, ...clients } = account.clients;
  const mark = account.untrustedFailures.lastIndexOf(attemptedAt);
  if (client.trusted || mark < 0) return { ...account, clients };
  const untrustedFailures = account.untrustedFailures.filter((_at, i) => i !== mark);
  return { clients, untrustedFailures };
}

/** What is still worth remembering at `now`; null when nothing is (the account can be dropped). */
export function forgetStale(account: AccountThrottle, now: string): AccountThrottle | null {
  const recent = (at: string, seconds: number) => Date.parse(now) - Date.parse(at) < seconds * 1000;
  const clients = Object.fromEntries(
    Object.entries(account.clients).filter(([, f]) => recent(f.lastFailedLoginAt, FORGET_AFTER_SECONDS)),
  );
  const untrustedFailures = account.untrustedFailures.filter((at) => recent(at, ACCOUNT_WINDOW_SECONDS));
  if (Object.keys(clients).length === 0 && untrustedFailures.length === 0) return null;
  return { clients, untrustedFailures };
}

/** Wrong passwords in a row still counted against the account, over all its clients. */
export function failureCount(account: AccountThrottle): number {
  return Object.values(account.clients).reduce((sum, f) => sum + f.failedLoginAttempts, 0);
}

function keepNewest(clients: Record<string, ClientFailures>): Record<string, ClientFailures> {
  const entries = Object.entries(clients);
  if (entries.length <= MAX_CLIENTS_PER_ACCOUNT) return clients;
  const byLatest = entries.sort(([, a], [, b]) => b.lastFailedLoginAt.localeCompare(a.lastFailedLoginAt));
  return Object.fromEntries(byLatest.slice(0, MAX_CLIENTS_PER_ACCOUNT));
}
