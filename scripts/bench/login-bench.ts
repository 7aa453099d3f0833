import { randomBytes } from 'node:crypto';
import { startTestServer } from '../../services/command-api/test-support/test-server';
import { type BenchRow, latencies, percentile } from './measure';

/**
 * Login over real HTTP (the server listening on a loopback port, fetch as the browser would). The
 * argon2id check dominates on purpose: it is what makes guessing passwords slow.
 */
export async function benchLogin(database: 'pglite' | 'postgres'): Promise<BenchRow[]> {
  const t = await startTestServer({ database });
  try {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { cookie } = await t.login('admin', 'Admin12345');
    const users = 8;
    for (let i = 0; i < users; i++)
      await t.createUser(cookie, `cajero_${i}_${randomBytes(2).toString('hex')}`, 'user');
    const names = (
      await t.readDb.selectFrom('users').select('username').where('role', '=', 'user').execute()
    ).map((u) => u.username);
    const login = async (i: number) => {
      const res = await fetch(`${address}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: names[i % names.length], password: 'Secreto123' }),
      });
      if (!res.ok) throw new Error(`login ${res.status}`);
    };
    await latencies(8, 1, login);
    const rows: BenchRow[] = [];
    for (const concurrency of [1, 4]) {
      const { sorted, perSecond } = await latencies(120, concurrency, login);
      rows.push(
        {
          name: `${database}: login p50 (${concurrency} client${concurrency > 1 ? 's' : ''})`,
          value: percentile(sorted, 50),
          unit: 'ms',
        },
        {
          name: `${database}: login p99 (${concurrency} client${concurrency > 1 ? 's' : ''})`,
          value: percentile(sorted, 99),
          unit: 'ms',
        },
        {
          name: `${database}: logins (${concurrency} client${concurrency > 1 ? 's' : ''})`,
          value: perSecond,
          unit: 'logins/s',
        },
      );
    }
    return rows;
  } finally {
    await t.close();
  }
}
