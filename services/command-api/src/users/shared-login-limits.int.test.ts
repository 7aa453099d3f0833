import { randomBytes } from 'node:crypto';
import { FREE_FAILED_LOGINS } from '@lavadero/domain/users/login-throttle';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestServer, type TestServer } from '../../test-support/test-server';
import { openSharedLimitsRedis } from '../plugins/shared-limits-redis';
import { LoginThrottles } from './login-throttles';
import { RedisLoginThrottleStore } from './redis-login-throttle-store';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Two API replicas on one Redis (distributed mode): a client's attempts count the same whichever
 * replica answers them, for the per-address limit and for the per-account throttle.
 */
describe('login limits shared by two API replicas through Redis', () => {
  const prefix = `test-limits-${randomBytes(4).toString('hex')}:`;
  let redis: Redis;
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    redis = openSharedLimitsRedis(REDIS_URL);
    const sharedLimits = { redis, prefix };
    a = await startTestServer({ sharedLimits, loginAttemptsPerMinute: 8 });
    b = await startTestServer({ sharedLimits, loginAttemptsPerMinute: 8 });
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  const attempt = (server: TestServer, remoteAddress: string, username: string, password = 'Incorrecta1') =>
    server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress,
      payload: { username, password },
    });

  it('throttles an account after its free failures, counted across both replicas', async () => {
    const statuses: number[] = [];
    // The free failures and the one that starts the wait, then the refusal.
    for (let i = 0; i < FREE_FAILED_LOGINS + 2; i++) {
      statuses.push((await attempt(i % 2 === 0 ? a : b, '10.1.0.1', 'nadie')).statusCode);
    }
    expect(statuses).toEqual([...Array(FREE_FAILED_LOGINS + 1).fill(401), 429]);
    // The replica that last let it try refuses it too.
    const refused = await attempt(a, '10.1.0.1', 'nadie');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'LOGIN_THROTTLED' });
  });

  it('counts the failures of a real account on the users screen of the other replica', async () => {
    await attempt(a, '10.2.0.1', ADMIN.username);
    await attempt(a, '10.2.0.2', ADMIN.username);
    const { cookie } = await b.login(ADMIN.username, ADMIN.password);
    const users = await b.app.inject({ method: 'GET', url: '/api/users', headers: { cookie } });
    const admin = (users.json() as { username: string; failedLoginAttempts: number }[]).find(
      (u) => u.username === ADMIN.username,
    );
    expect(admin?.failedLoginAttempts).toBe(2);
  });

  it('limits an address per minute over both replicas', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push((await attempt(i % 2 === 0 ? a : b, '10.3.0.1', `u${i}`)).statusCode);
    expect(statuses).toEqual([...Array(8).fill(401), 429, 429]);
  });

  it('counts attempts sent at once to both replicas, none lost between them', async () => {
    const [one, two] = [
      new LoginThrottles(new RedisLoginThrottleStore(redis, prefix)),
      new LoginThrottles(new RedisLoginThrottleStore(redis, prefix)),
    ];
    const now = new Date().toISOString();
    const client = { key: 'ip:10.4.0.1', trusted: false };
    const waits = await Promise.all(
      Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? one : two).admit('carrera', client, now)),
    );
    expect(waits.filter((w) => w === 0)).toHaveLength(FREE_FAILED_LOGINS + 1);
    expect((await one.failures(['carrera'], now)).get('carrera')).toBe(FREE_FAILED_LOGINS + 1);
  });

  it('answers 503 in Spanish while Redis cannot be reached, and nothing is counted', async () => {
    const away = openSharedLimitsRedis('redis://127.0.0.1:9');
    const server = await startTestServer({ sharedLimits: { redis: away, prefix } });
    try {
      const res = await attempt(server, '10.5.0.1', ADMIN.username, ADMIN.password);
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toMatch(/intente nuevamente/);
    } finally {
      await server.close();
      away.disconnect();
    }
  });
});
