/**
 * Temporary throttling of an account's logins after wrong passwords, instead of blocking it: a
 * stranger who knows a username can slow its logins down for a while, never lock the business out.
 * The first failures are free (typos); from then on each failure doubles the wait, up to a cap.
 */
export const FREE_FAILED_LOGINS = 4;
const FIRST_DELAY_SECONDS = 30;
export const MAX_DELAY_SECONDS = 15 * 60;

export interface LoginFailures {
  readonly failedLoginAttempts: number;
  /** ISO time of the last wrong password; null when none since the last success. */
  readonly lastFailedLoginAt: string | null;
}

/** How long an account waits after its `failures`-th wrong password in a row. */
export function throttleDelaySeconds(failures: number): number {
  if (failures <= FREE_FAILED_LOGINS) return 0;
  return Math.min(FIRST_DELAY_SECONDS * 2 ** (failures - FREE_FAILED_LOGINS - 1), MAX_DELAY_SECONDS);
}

/** Whole seconds until the account may try again at `now`; 0 when it may try now. */
export function loginRetryAfterSeconds(state: LoginFailures, now: string): number {
  if (state.lastFailedLoginAt === null) return 0;
  const until = Date.parse(state.lastFailedLoginAt) + throttleDelaySeconds(state.failedLoginAttempts) * 1000;
  return Math.max(0, Math.ceil((until - Date.parse(now)) / 1000));
}
