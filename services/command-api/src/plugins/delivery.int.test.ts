import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressDir } from '@lavadero/build-tools/vite-precompress';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestServer, type TestServer } from '../../test-support/test-server';

// The real command API serving a real dist folder (precompressed by the build step's own code):
// security headers on pages and API, precompressed hashed assets with a long cache, entry files
// revalidated, large API replies compressed, and one log line per request at the right level.
let server: TestServer;
let frontendsDir: string;
const logLines: Array<{ level: number; msg: string; req?: { url: string } }> = [];

const ASSET = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{id:${i},name:"fila ${i}"}`).join(',')}];`;
const INDEX = `<!doctype html><html lang="es"><head><title>Sistema Lavadero</title><script type="module" src="/assets/app-Ab12Cd34.js"></script></head><body><div id="root"></div>${'<!-- relleno -->'.repeat(100)}</body></html>`;

beforeAll(async () => {
  frontendsDir = mkdtempSync(join(tmpdir(), 'delivery-'));
  for (const name of ['shell', 'pos', 'operations', 'admin']) {
    const dist = join(frontendsDir, name, 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, 'remoteEntry.js'), ASSET);
    writeFileSync(join(dist, 'assets', 'app-Ab12Cd34.js'), ASSET);
    writeFileSync(join(dist, 'assets', 'tiny-Zz99Yy88.js'), 'export {};');
    await precompressDir(dist);
  }
  server = await startTestServer({
    trustProxy: ['127.0.0.1'],
    frontends: {
      frontendsDir,
      remotes: {
        pos: 'http://127.0.0.1:8391/remoteEntry.js',
        operations: '/remotes/operations/remoteEntry.js',
        admin: 'https://admin.example.com/lavadero/remoteEntry.js',
      },
      serveFiles: true,
    },
    logLevel: 'debug',
    logStream: { write: (line) => logLines.push(JSON.parse(line)) },
  });
});

afterAll(async () => {
  await server?.close();
  rmSync(frontendsDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });

describe('security headers', () => {
  it.each(['/', '/clientes', '/api/health', '/api/no-existe', '/remotes/pos/remoteEntry.js'])(
    'are sent on %s',
    async (url) => {
      const res = await get(url);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(csp).not.toContain('unsafe-eval');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('same-origin');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    },
  );

  it('let scripts come from exactly the remote origins of the manifest', async () => {
    const csp = String((await get('/')).headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src '));
    expect(scriptSrc?.trim()).toBe("script-src 'self' http://127.0.0.1:8391 https://admin.example.com");
  });

  it('add HSTS only when the request came over TLS (X-Forwarded-Proto from the named proxy)', async () => {
    const res = await get('/api/health', { 'x-forwarded-proto': 'https' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const fromTill = await server.app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: '192.168.1.50',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(fromTill.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('static files', () => {
  it('send a hashed asset precompressed (brotli first, gzip otherwise) with a one-year immutable cache', async () => {
    const br = await get('/assets/app-Ab12Cd34.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(br.headers.vary)).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(ASSET);
    expect(br.rawPayload.length).toBeLessThan(ASSET.length / 4);

    const gz = await get('/remotes/pos/assets/app-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(ASSET);

    const plain = await get('/assets/app-Ab12Cd34.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ASSET);
  });

  it('revalidate index.html and remoteEntry.js on every load, compressed too', async () => {
    for (const url of ['/', '/clientes', '/remotes/admin/remoteEntry.js']) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('br');
    }
  });

  it('serve small files as they are', async () => {
    const res = await get('/assets/tiny-Zz99Yy88.js', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('export {};');
  });
});

describe('API replies', () => {
  it('are compressed above 1 KiB, not below', async () => {
    const { cookie } = await server.login(ADMIN.username, ADMIN.password);
    const large = await get('/api/docs/json', { cookie, 'accept-encoding': 'br, gzip' });
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    const document = JSON.parse(brotliDecompressSync(large.rawPayload).toString());
    expect(document.openapi).toBeDefined();

    const gz = await get('/api/docs/json', { cookie, 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');

    const small = await get('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'ok' });
  });
});

describe('request log', () => {
  it('writes one info line per API request and static files at debug', async () => {
    logLines.length = 0;
    await get('/api/health');
    await get('/assets/app-Ab12Cd34.js');
    await get('/ventas');

    expect(logLines.filter((l) => l.msg === 'incoming request')).toEqual([]);
    const completed = logLines.filter((l) => l.msg === 'request completed');
    const levelOf = (url: string) => completed.filter((l) => l.req?.url === url).map((l) => l.level);
    expect(levelOf('/api/health')).toEqual([30]);
    expect(levelOf('/assets/app-Ab12Cd34.js')).toEqual([20]);
    expect(levelOf('/ventas')).toEqual([20]);
  });
});
