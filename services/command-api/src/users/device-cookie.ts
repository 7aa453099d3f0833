import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { LoginClient } from '@lavadero/domain/users/login-throttle';

export const DEVICE_COOKIE = 'lavadero_device';
/** OWASP's device cookies: long-lived, so the people who work at a till stay trusted there. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;
/** A till shared by a shift's cashiers holds one entry each; the least recent ones go first. */
const MAX_ACCOUNTS_PER_BROWSER = 10;

/** "This browser signed in to `account` before", with a random nonce that names the browser. */
interface DeviceEntry {
  readonly account: string;
  readonly nonce: string;
}

const isEntry = (value: unknown): value is DeviceEntry =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as DeviceEntry).account === 'string' &&
  typeof (value as DeviceEntry).nonce === 'string';

/**
 * Signs and reads the device cookie: its entries as base64url JSON and an HMAC-SHA256 over them with
 * a key derived from the session key (one secret to configure, a separate key per purpose). Only
 * the server can make one, so a forged or edited cookie is no cookie.
 */
export function deviceCookies(sessionKey: Buffer) {
  const key = createHmac('sha256', sessionKey).update('lavadero device cookie v1').digest();
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest();

  function read(value: string | undefined): DeviceEntry[] {
    const [payload, signature] = value?.split('.') ?? [];
    if (!payload || !signature) return [];
    const given = Buffer.from(signature, 'base64url');
    const expected = sign(payload);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return [];
    try {
      const entries: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      return Array.isArray(entries) ? entries.filter(isEntry) : [];
    } catch {
      return [];
    }
  }

  return {
    /** The client a login request is: the device when its cookie names this account, else its address. */
    clientOf(cookie: string | undefined, account: string, ip: string): LoginClient {
      const entry = read(cookie).find((e) => e.account === account);
      return entry ? { key: `device:${entry.nonce}`, trusted: true } : { key: `ip:${ip}`, trusted: false };
    },
    /** The cookie after a sign-in to `account`: its entry (kept or new) first, the others after it. */
    afterSignIn(cookie: string | undefined, account: string): string {
      const entries = read(cookie);
      const nonce =
        entries.find((e) => e.account === account)?.nonce ?? randomBytes(16).toString('base64url');
      const kept = [{ account, nonce }, ...entries.filter((e) => e.account !== account)];
      const payload = Buffer.from(JSON.stringify(kept.slice(0, MAX_ACCOUNTS_PER_BROWSER))).toString(
        'base64url',
      );
      return `${payload}.${sign(payload).toString('base64url')}`;
    },
  };
}

export type DeviceCookies = ReturnType<typeof deviceCookies>;
