import { randomBytes } from 'node:crypto';
import { startTestServer } from '../../services/command-api/test-support/test-server';
import { load, postJson } from './load';
import type { BenchRow } from './measure';

const USERS = 8;

/**
 * Login over real HTTP (the server listening on a loopback port, the load generator in its own
 * process taking turns among eight cashiers). The argon2id check dominates on purpose: it is what
 * makes guessing passwords slow.
 */
export async function benchLogin(database: 'pglite' | 'postgres'): Promise<BenchRow[]> {
  const t = await startTestServer({ database });
  try {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { cookie } = await t.login('admin', 'Admin12345');
    const run = randomBytes(2).toString('hex');
    for (let i = 0; i < USERS; i++) await t.createUser(cookie, `cajero_${run}_${i}`, 'user');
    const login = postJson(`${address}/api/auth/login`, {
      username: `cajero_${run}_{{mod:${USERS}}}`,
      password: 'Secreto123',
    });
    const rows: BenchRow[] = [];
    for (const concurrency of [1, 4]) {
      const r = await load({ ...login, requests: 120, connections: concurrency, warmUp: USERS });
      const clients = `${concurrency} client${concurrency > 1 ? 's' : ''}`;
      rows.push(
        { name: `${database}: login p50 (${clients})`, value: r.p50, unit: 'ms' },
        { name: `${database}: login p99 (${clients})`, value: r.p99, unit: 'ms' },
        {
          name: `${database}: logins (${clients})`,
          value: r.perSecond,
          unit: `logins/s (${r.non2xx} of ${r.requests} not 2xx)`,
        },
      );
    }
    return rows;
  } finally {
    await t.close();
  }
}
