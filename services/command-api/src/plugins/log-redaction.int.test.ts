import { Writable } from 'node:stream';
import { createDatabasePool } from '@lavadero/database/database-pool';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../../test-support/scratch-database';
import { redactedLogger } from './log-redaction';

const HASH = '$argon2id$v=19$m=65536,t=3,p=4$c2VjcmV0c2FsdA$SECRETHASHFRAGMENT';

/** A server with the production logger options, writing its log lines into memory. */
function serverLoggingTo(lines: string[]) {
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return Fastify({ logger: { ...redactedLogger('info'), stream } });
}

describe('logs never hold bodies, hashes or secrets', () => {
  it.each(['pglite', 'postgres'] as const)(
    'a database error that quotes an event (%s) is logged without the data it quotes',
    async (kind) => {
      const scratch = kind === 'postgres' ? await createScratchDatabase() : null;
      const db = await createDatabasePool(
        scratch
          ? { kind: 'postgres', connectionString: scratch.url }
          : { kind: 'pglite', dataDir: 'memory://' },
      );
      // What an append of a user with a NUL in its name used to do: the database refuses the event.
      const event = `{"passwordHash":"${HASH}","fullName":"ana\\u0000"}`;
      const error = await db.pool.query('select $1::jsonb', [event]).catch((e: unknown) => e);
      await db.close();
      await scratch?.drop();
      expect(error).toBeInstanceOf(Error);

      const lines: string[] = [];
      const app = serverLoggingTo(lines);
      app.post('/boom', async () => {
        throw error;
      });
      const res = await app.inject({
        method: 'POST',
        url: '/boom',
        headers: { cookie: 'lavadero_session=abc123secret' },
        payload: { username: 'ana', password: 'Clave12345' },
      });
      await app.close();
      expect(res.statusCode).toBe(500);
      const log = lines.join('');
      expect(log).toContain('"err"');
      expect(log).not.toContain('SECRETHASHFRAGMENT');
      expect(log).not.toContain('Clave12345');
      expect(log).not.toContain('abc123secret');
    },
  );

  it('objects logged on purpose lose their secrets', async () => {
    const lines: string[] = [];
    const app = serverLoggingTo(lines);
    app.log.info({ body: { password: 'Clave12345' } }, 'body');
    app.log.info({
      user: { passwordHash: HASH },
      dnit: { token: 'tok-secreto', certificatePassword: 'cert' },
    });
    await app.close();
    const log = lines.join('');
    for (const secret of ['Clave12345', 'SECRETHASHFRAGMENT', 'tok-secreto', '"cert"']) {
      expect(log).not.toContain(secret);
    }
    expect(log).toContain('[oculto]');
  });
});
