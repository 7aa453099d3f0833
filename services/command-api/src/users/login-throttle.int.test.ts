import { ACCOUNT_FAILURES_PER_WINDOW, FREE_FAILED_LOGINS } from '@lavadero/domain/users/login-throttle';
import argon2 from 'argon2';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN, startTestServer, type TestServer } from '../../test-support/test-server';
import { DEVICE_COOKIE } from './device-cookie';

/** A clock the tests move: the throttle's waits pass without waiting. */
let current = Date.parse('2026-11-21T12:00:00.000Z');
const clock = { now: () => new Date(current) };
const advance = (seconds: number) => {
  current += seconds * 1000;
};

let t: TestServer;
let adminCookie: string;
beforeAll(async () => {
  t = await startTestServer({ clock });
  adminCookie = (await t.login(ADMIN.username, ADMIN.password)).cookie;
});
afterAll(() => t.close());

const PASSWORD = 'Secreto123';
const WRONG = 'Incorrecta1';

function attempt(remoteAddress: string, username: string, password: string, device?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    payload: { username, password },
    ...(device && { cookies: { [DEVICE_COOKIE]: device } }),
  });
}

/** The device cookie a successful sign-in gave this browser. */
function deviceCookieOf(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === DEVICE_COOKIE);
  if (!cookie) throw new Error(`no device cookie: ${res.statusCode} ${res.body}`);
  return cookie.value;
}

/** Everything a client can see of an answer. */
const answer = (res: LightMyRequestResponse) => ({
  status: res.statusCode,
  body: res.json(),
  retryAfter: res.headers['retry-after'],
  setCookie: res.headers['set-cookie'],
});

/**
 * A stranger guessing passwords: one address until it is throttled, again after its first wait, then
 * five more addresses until the account's bound for untrusted clients holds, then a fresh address.
 */
async function strangerGuesses(username: string, net: string) {
  const answers: ReturnType<typeof answer>[] = [];
  const guess = async (host: number) =>
    answers.push(answer(await attempt(`${net}.${host}`, username, WRONG)));
  for (let i = 0; i < FREE_FAILED_LOGINS + 3; i++) await guess(1);
  advance(30);
  await guess(1);
  await guess(1);
  for (let host = 2; host <= 6; host++) for (let i = 0; i < FREE_FAILED_LOGINS + 1; i++) await guess(host);
  await guess(7);
  return answers;
}

/** Each guess costs an argon2 verification (~100 ms of a core, far more on a busy machine). */
const ARGON2_HEAVY = 240_000;

describe('a stranger keeps no account locked', () => {
  it(
    'a stranger’s wrong passwords throttle their address; the owner’s browser and a new one sign in',
    async () => {
      await t.createUser(adminCookie, 'ana', 'user');
      const device = deviceCookieOf(await attempt('192.168.1.10', 'ana', PASSWORD));

      const statuses: number[] = [];
      for (let i = 0; i < 30; i++) statuses.push((await attempt('203.0.113.7', 'ana', WRONG)).statusCode);
      expect(statuses.slice(0, FREE_FAILED_LOGINS + 1)).toEqual(Array(FREE_FAILED_LOGINS + 1).fill(401));
      expect(new Set(statuses.slice(FREE_FAILED_LOGINS + 1))).toEqual(new Set([429]));
      const refused = await attempt('203.0.113.7', 'ana', PASSWORD);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        code: 'LOGIN_THROTTLED',
        message: 'Demasiados intentos fallidos. Intente nuevamente en 30 segundos.',
      });
      expect(refused.headers['retry-after']).toBe('30');

      // The owner's browser at once, and so a new browser elsewhere: below the account's bound.
      expect((await attempt('192.168.1.10', 'ana', PASSWORD, device)).statusCode).toBe(200);
      expect((await attempt('198.51.100.20', 'ana', PASSWORD)).statusCode).toBe(200);
    },
    ARGON2_HEAVY,
  );

  it(
    'past the account’s bound untrusted clients wait; the trusted device still signs in',
    async () => {
      await t.createUser(adminCookie, 'bruno', 'user');
      const device = deviceCookieOf(await attempt('192.168.1.11', 'bruno', PASSWORD));
      const answers = await strangerGuesses('bruno', '203.0.113');

      expect(answers.map((a) => a.status)).toEqual([
        ...[401, 401, 401, 401, 401, 429, 429], // 4 free failures, the 5th makes that address wait 30 s
        ...[401, 429], // after the wait: one more failure, and a wait twice as long
        ...Array(ACCOUNT_FAILURES_PER_WINDOW - FREE_FAILED_LOGINS - 2).fill(401),
        ...[429, 429], // the account's 30th untrusted failure: every untrusted client waits
      ]);
      expect(answers.slice(5, 7).map((a) => a.retryAfter)).toEqual(['30', '30']);
      expect(answers[8]?.retryAfter).toBe('60');
      const last = answers.at(-1);
      expect(Number(last?.retryAfter)).toBeGreaterThan(3500);
      expect(last?.body).toMatchObject({
        message: 'Demasiados intentos fallidos. Intente nuevamente en 60 minutos.',
      });

      expect((await attempt('198.51.100.21', 'bruno', PASSWORD)).statusCode).toBe(429);
      expect((await attempt('192.168.1.11', 'bruno', PASSWORD, device)).statusCode).toBe(200);
    },
    ARGON2_HEAVY,
  );

  it(
    'an unknown username gets exactly the answers a known one gets',
    async () => {
      await t.createUser(adminCookie, 'carmen', 'user');
      const known = await strangerGuesses('carmen', '203.0.114');
      const unknown = await strangerGuesses('nadie-carmen', '203.0.115');
      expect(unknown).toEqual(known);
      expect(known.every((a) => a.setCookie === undefined)).toBe(true);
    },
    ARGON2_HEAVY,
  );

  it(
    'a forged device cookie, or another account’s, gives no trust',
    async () => {
      await t.createUser(adminCookie, 'dario', 'user');
      const othersDevice = deviceCookieOf(await attempt('192.168.1.12', ADMIN.username, ADMIN.password));
      const own = deviceCookieOf(await attempt('192.168.1.12', 'dario', PASSWORD));
      await strangerGuesses('dario', '203.0.116');

      const [payload, signature] = own.split('.');
      const forged = `${Buffer.from(JSON.stringify([{ account: 'dario', nonce: 'x' }])).toString('base64url')}.${signature}`;
      // Its first character changed: the last ones may carry padding bits, or be 'AA' already.
      const tampered = `${payload}.${signature?.startsWith('A') ? 'B' : 'A'}${signature?.slice(1)}`;
      for (const cookie of [othersDevice, forged, tampered, 'basura']) {
        expect((await attempt('192.168.1.13', 'dario', PASSWORD, cookie)).statusCode).toBe(429);
      }
      expect((await attempt('192.168.1.12', 'dario', PASSWORD, own)).statusCode).toBe(200);
    },
    ARGON2_HEAVY,
  );

  it(
    'the admin’s lift lets every client of the account in at once, and is recorded',
    async () => {
      const user = await t.createUser(adminCookie, 'elisa', 'user');
      await strangerGuesses('elisa', '203.0.117');
      const row = async () => {
        const list = await t.app.inject({
          method: 'GET',
          url: '/api/users',
          headers: { cookie: adminCookie },
        });
        return list.json().find((u: { id: string }) => u.id === user.id);
      };
      expect((await row()).failedLoginAttempts).toBe(ACCOUNT_FAILURES_PER_WINDOW);
      expect((await attempt('198.51.100.22', 'elisa', PASSWORD)).statusCode).toBe(429);

      const lifted = await t.app.inject({
        method: 'POST',
        url: `/api/users/${user.id}/lift-login-throttle`,
        headers: { cookie: adminCookie },
      });
      expect(lifted.statusCode).toBe(200);
      expect(lifted.json()).toMatchObject({ failedLoginAttempts: 0 });
      expect((await row()).failedLoginAttempts).toBe(0);
      const events = await t.allEvents();
      expect(
        events.filter((e) => e.type === 'LoginThrottleLifted' && e.streamId === `user-${user.id}`),
      ).toHaveLength(1);
      expect(events.some((e) => e.type === 'LoginFailed')).toBe(false);
      expect((await attempt('203.0.117.1', 'elisa', PASSWORD)).statusCode).toBe(200);
    },
    ARGON2_HEAVY,
  );

  it(
    'attempts sent all at once are counted before their passwords are checked',
    async () => {
      await t.createUser(adminCookie, 'gaspar', 'user');
      const burst = await Promise.all(
        Array.from({ length: 10 }, () => attempt('203.0.113.50', 'gaspar', WRONG)),
      );
      const statuses = burst.map((res) => res.statusCode).sort();
      expect(statuses).toEqual([...Array(FREE_FAILED_LOGINS + 1).fill(401), ...Array(5).fill(429)]);
    },
    ARGON2_HEAVY,
  );

  it(
    'a successful login resets that client’s failures',
    async () => {
      await t.createUser(adminCookie, 'fede', 'user');
      const device = deviceCookieOf(await attempt('192.168.1.14', 'fede', PASSWORD));
      for (const client of [device, undefined]) {
        for (let round = 0; round < 2; round++) {
          for (let i = 0; i < FREE_FAILED_LOGINS; i++) {
            expect((await attempt('192.168.1.14', 'fede', WRONG, client)).statusCode).toBe(401);
          }
          expect((await attempt('192.168.1.14', 'fede', PASSWORD, client)).statusCode).toBe(200);
        }
      }
    },
    ARGON2_HEAVY,
  );
});

/**
 * The projection runner shares the test's pool and looks for new events now and then (a read of the
 * whole store past its position, its checkpoints): that is not the login's work.
 */
const background = (text: string) => /\(e\.tx_id, e\.seq\) >|"checkpoints"/.test(text);

/** Every statement the pool's clients send while `run` runs (PGlite's clients are pg.Clients too). */
async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
  const statements: string[] = [];
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const config = args[0] as string | { text: string };
    const text = typeof config === 'string' ? config : config.text;
    if (!background(text)) statements.push(text);
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    await run();
  } finally {
    pg.Client.prototype.query = original;
  }
  return statements;
}

describe('known and unknown usernames cost the same', () => {
  it(
    'a wrong password: one argon2 verification and the same statements; a throttled one: neither',
    async () => {
      await t.createUser(adminCookie, 'gloria', 'user');
      const verify = vi.spyOn(argon2, 'verify');
      const work = async (username: string, remoteAddress: string) => {
        verify.mockClear();
        let res: LightMyRequestResponse | undefined;
        const statements = await statementsOf(async () => {
          res = await attempt(remoteAddress, username, WRONG);
        });
        return { status: res?.statusCode, verifications: verify.mock.calls.length, statements };
      };
      for (let i = 0; i < FREE_FAILED_LOGINS + 1; i++) {
        const known = await work('gloria', '203.0.118.1');
        expect(known).toMatchObject({ status: 401, verifications: 1 });
        expect(known.statements).toHaveLength(2);
        expect(await work('nadie-gloria', '203.0.118.1')).toEqual(known);
      }
      const throttled = { status: 429, verifications: 0, statements: [] };
      expect(await work('gloria', '203.0.118.1')).toEqual(throttled);
      expect(await work('nadie-gloria', '203.0.118.1')).toEqual(throttled);
      verify.mockRestore();
    },
    ARGON2_HEAVY,
  );
});
