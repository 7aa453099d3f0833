import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_FAILURES_PER_WINDOW,
  ACCOUNT_WINDOW_SECONDS,
  type AccountThrottle,
  afterFailure,
  afterSuccess,
  FORGET_AFTER_SECONDS,
  FREE_FAILED_LOGINS,
  failureCount,
  forgetStale,
  type LoginClient,
  MAX_CLIENTS_PER_ACCOUNT,
  MAX_DELAY_SECONDS,
  noFailures,
  retryAfterSeconds,
} from './login-throttle';

const now = '2026-11-21T12:00:00.000Z';
const later = (seconds: number) => new Date(Date.parse(now) + seconds * 1000).toISOString();
const stranger: LoginClient = { key: 'ip:203.0.113.7', trusted: false };
const newBrowser: LoginClient = { key: 'ip:198.51.100.20', trusted: false };
const ownDevice: LoginClient = { key: 'device:n-1', trusted: true };

/** given: these failures, in order, each at its time. */
function given(failures: readonly [LoginClient, string][]): AccountThrottle {
  return failures.reduce((account, [client, at]) => afterFailure(account, client, at), noFailures);
}
const times = (n: number, client: LoginClient, at = now): [LoginClient, string][] =>
  Array.from({ length: n }, () => [client, at]);

describe('login throttle per (account, client)', () => {
  it('the first failures are free; the next one makes that client wait 30 s', () => {
    expect(retryAfterSeconds(given(times(FREE_FAILED_LOGINS, stranger)), stranger, now)).toBe(0);
    const throttled = given(times(FREE_FAILED_LOGINS + 1, stranger));
    expect(retryAfterSeconds(throttled, stranger, later(1))).toBe(29);
    expect(retryAfterSeconds(throttled, stranger, later(30))).toBe(0);
  });

  it('the wait doubles with each further failure, up to the cap', () => {
    expect(retryAfterSeconds(given(times(FREE_FAILED_LOGINS + 2, stranger)), stranger, now)).toBe(60);
    expect(retryAfterSeconds(given(times(20, stranger)), stranger, now)).toBe(MAX_DELAY_SECONDS);
  });

  it('a stranger’s failures slow neither the owner’s device nor another address', () => {
    const account = given(times(20, stranger));
    expect(retryAfterSeconds(account, ownDevice, now)).toBe(0);
    expect(retryAfterSeconds(account, newBrowser, now)).toBe(0);
  });

  it('a success resets only that client’s failures', () => {
    const account = given([...times(20, stranger), ...times(FREE_FAILED_LOGINS + 1, newBrowser)]);
    const after = afterSuccess(account, newBrowser, now);
    expect(retryAfterSeconds(after, newBrowser, now)).toBe(0);
    expect(retryAfterSeconds(after, stranger, now)).toBe(MAX_DELAY_SECONDS);
    expect(failureCount(after)).toBe(20);
  });

  it('an attempt counts before its password is checked; a right one takes it back', () => {
    const checking = given([
      [stranger, later(1)],
      [newBrowser, later(2)],
    ]);
    expect(failureCount(checking)).toBe(2);
    const signedIn = afterSuccess(checking, newBrowser, later(2));
    expect(signedIn).toEqual({
      clients: { [stranger.key]: checking.clients[stranger.key] },
      untrustedFailures: [later(1)],
    });
  });
});

describe('the bound over all untrusted clients of an account', () => {
  const addresses = (n: number): [LoginClient, string][] =>
    Array.from({ length: n }, (_, i) => [{ key: `ip:10.0.${i}.1`, trusted: false }, later(i)]);

  it('past the bound every untrusted client waits until the oldest failure leaves the hour', () => {
    const below = given(addresses(ACCOUNT_FAILURES_PER_WINDOW - 1));
    expect(retryAfterSeconds(below, newBrowser, later(60))).toBe(0);
    const past = given(addresses(ACCOUNT_FAILURES_PER_WINDOW));
    expect(retryAfterSeconds(past, newBrowser, later(60))).toBe(ACCOUNT_WINDOW_SECONDS - 60);
    expect(retryAfterSeconds(past, newBrowser, later(ACCOUNT_WINDOW_SECONDS))).toBe(0);
  });

  it('trusted devices sign in past the bound, and their failures do not count towards it', () => {
    const past = given(addresses(ACCOUNT_FAILURES_PER_WINDOW));
    expect(retryAfterSeconds(past, ownDevice, later(60))).toBe(0);
    const devices = given(
      Array.from({ length: ACCOUNT_FAILURES_PER_WINDOW }, (_, i) => [
        { key: `device:n-${i}`, trusted: true },
        now,
      ]),
    );
    expect(retryAfterSeconds(devices, newBrowser, now)).toBe(0);
  });
});

describe('what is remembered', () => {
  it('a client is forgotten a day after its last failure, the hour’s failures after the hour', () => {
    const account = given(times(20, stranger));
    expect(forgetStale(account, later(ACCOUNT_WINDOW_SECONDS))).toEqual({
      clients: account.clients,
      untrustedFailures: [],
    });
    expect(forgetStale(account, later(FORGET_AFTER_SECONDS))).toBeNull();
  });

  it('keeps at most MAX_CLIENTS_PER_ACCOUNT clients, dropping the one whose last failure is oldest', () => {
    const account = given(
      Array.from({ length: MAX_CLIENTS_PER_ACCOUNT + 1 }, (_, i) => [
        { key: `ip:10.1.${Math.floor(i / 250)}.${i % 250}`, trusted: false },
        later(i),
      ]),
    );
    expect(Object.keys(account.clients)).toHaveLength(MAX_CLIENTS_PER_ACCOUNT);
    expect(account.clients['ip:10.1.0.0']).toBeUndefined();
    expect(account.untrustedFailures).toHaveLength(ACCOUNT_FAILURES_PER_WINDOW);
  });
});
