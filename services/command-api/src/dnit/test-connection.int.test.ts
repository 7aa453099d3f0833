import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dnitModule } from '@lavadero/fiscal-worker/dnit/dnit-module';
import { type FiscalWorker, startFiscalWorker } from '@lavadero/fiscal-worker/worker';
import { InProcessJobQueue } from '@lavadero/jobs/in-process-queue';
import { silentLogger } from '@lavadero/jobs/logger';
import { createSecretBox } from '@lavadero/platform/secret-box';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestServer, type TestServer } from '../testing/test-server';

/** A local CA and an HTTPS server certificate it signs for 127.0.0.1 (openssl). */
function makeServerCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'dnit-api-'));
  const run = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'ignore' });
  writeFileSync(join(dir, 'san.ext'), 'subjectAltName=IP:127.0.0.1\n');
  run(
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    'ca.key',
    '-out',
    'ca.pem',
    '-days',
    '2',
    '-subj',
    '/CN=CA',
  );
  run(
    'req',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    'srv.key',
    '-out',
    'srv.csr',
    '-subj',
    '/CN=127.0.0.1',
  );
  run(
    'x509',
    '-req',
    '-in',
    'srv.csr',
    '-CA',
    'ca.pem',
    '-CAkey',
    'ca.key',
    '-CAcreateserial',
    '-out',
    'srv.pem',
    '-days',
    '2',
    '-extfile',
    'san.ext',
  );
  const read = (f: string) => readFileSync(join(dir, f));
  return { ca: read('ca.pem'), key: read('srv.key'), cert: read('srv.pem') };
}

describe('POST /api/dnit-config/test-connection through the fiscal worker (in-process queue)', () => {
  const key = randomBytes(32);
  const certs = makeServerCertificate();
  let t: TestServer;
  let worker: FiscalWorker;
  let queue: InProcessJobQueue;
  let dnit: Server;
  let cookie: string;
  let seenToken: string | undefined;
  beforeAll(async () => {
    t = await startTestServer({ secretsKey: key });
    queue = new InProcessJobQueue({ logger: silentLogger });
    const module = dnitModule({ secrets: async () => createSecretBox(key), ca: certs.ca });
    worker = await startFiscalWorker({
      store: t.store,
      readDb: t.readDb,
      queue,
      logger: silentLogger,
      modules: [module],
    });
    dnit = createServer({ key: certs.key, cert: certs.cert }, (req, res) => {
      seenToken = req.headers.authorization;
      res.end('<soap/>');
    });
    await new Promise<void>((resolve) => dnit.listen(0, '127.0.0.1', resolve));
    cookie = (await t.login(ADMIN.username, ADMIN.password)).cookie;
  });
  afterAll(async () => {
    await worker.stop();
    await queue.close();
    dnit.closeAllConnections();
    await new Promise((resolve) => dnit.close(resolve));
    await t.close();
  });
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, c = cookie) =>
    t.app.inject({ method, url, headers: { cookie: c }, ...(payload && { payload }) });

  it('asks to save the settings first, and is for the admin only', async () => {
    const res = await call('POST', '/api/dnit-config/test-connection');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Debe guardar la configuración DNIT antes de probar la conexión.');
    await t.createUser(cookie, 'cajera', 'user');
    const user = (await t.login('cajera', 'Secreto123')).cookie;
    expect((await call('POST', '/api/dnit-config/test-connection', undefined, user)).statusCode).toBe(403);
  });

  it('answers success when the server really answered, and records it for the banner', async () => {
    const port = (dnit.address() as AddressInfo).port;
    const url = `https://127.0.0.1:${port}/de/ws`;
    await call('PUT', '/api/dnit-config', { endpointUrl: url, authToken: 'token-1', isActive: true });
    const res = await call('POST', '/api/dnit-config/test-connection');
    expect(res.json()).toEqual({ success: true, error: null });
    expect(seenToken).toBe('Bearer token-1');
    expect((await call('GET', '/api/dnit-config')).json()).toMatchObject({
      lastConnectionStatus: 'success',
      lastConnectionError: null,
      lastConnectionTest: expect.any(String),
    });
  });

  it('answers the Spanish reason when it fails, and records it', async () => {
    const port = (dnit.address() as AddressInfo).port;
    await call('PUT', '/api/dnit-config', { endpointUrl: `https://localhost:${port}/`, isActive: true });
    const res = await call('POST', '/api/dnit-config/test-connection');
    expect(res.json().success).toBe(false);
    expect(res.json().error).toContain('no es de confianza');
    expect((await call('GET', '/api/dnit-config')).json()).toMatchObject({
      lastConnectionStatus: 'failed',
      lastConnectionError: res.json().error,
    });
  });
});
