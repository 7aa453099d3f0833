import { Writable } from 'node:stream';
import { expect, it } from 'vitest';
import { startTestServer } from '../../test-support/test-server';

// The int project runs with INSECURE_TEST_PASSWORD_HASHING=1 (vitest.config.ts), as no real
// process should: one that does says so where its operator looks.
it('a process started with the test cost of argon2 warns so in its log', async () => {
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const t = await startTestServer({ logLevel: 'warn', logStream });
  await t.close();
  const warning = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
  expect(warning).toContainEqual(
    expect.objectContaining({
      level: 40,
      msg: 'Contraseñas con el costo de prueba de argon2 (INSECURE_TEST_PASSWORD_HASHING=1): no usar en producción.',
    }),
  );
});
