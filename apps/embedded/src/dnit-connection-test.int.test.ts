import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { ADMIN, startTestServer, type TestServer } from '@lavadero/command-api/test-support/test-server';
import { dnitModule } from '@lavadero/fiscal-worker/dnit/dnit-module';
import { makeTestCertificates } from '@lavadero/fiscal-worker/dnit/test-certificates';
import { type FiscalWorker, startFiscalWorker } from '@lavadero/fiscal-worker/worker';
import { InProcessJobQueue } from '@lavadero/jobs/in-process-queue';
import { silentLogger } from '@lavadero/jobs/logger';
import { createSecretBox } from '@lavadero/platform/secret-box';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe('POST /api/dnit-config/test-connection through the fiscal worker (in-process queue)', () => {
  const key = randomBytes(32);
  const certs = makeTestCertificates();
  let t: TestServer;
  let worker: FiscalWorker;
  let queue: InProcessJobQueue;
  let dnit: Server;
  let untrusted: Server;
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
    untrusted = createServer({ key: certs.selfKey, cert: certs.selfCert }, (_req, res) => res.end());
    await new Promise<void>((resolve) => untrusted.listen(0, '127.0.0.1', resolve));
    cookie = (await t.login(ADMIN.username, ADMIN.password)).cookie;
  });
  afterAll(async () => {
    await worker.stop();
    await queue.close();
    for (const server of [dnit, untrusted]) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
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
    const port = (untrusted.address() as AddressInfo).port;
    await call('PUT', '/api/dnit-config', { endpointUrl: `https://127.0.0.1:${port}/`, isActive: true });
    const res = await call('POST', '/api/dnit-config/test-connection');
    expect(res.json().success).toBe(false);
    expect(res.json().error).toContain('no es de confianza');
    expect((await call('GET', '/api/dnit-config')).json()).toMatchObject({
      lastConnectionStatus: 'failed',
      lastConnectionError: res.json().error,
    });
  });
});
