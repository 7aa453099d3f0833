import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressDir } from '@lavadero/build-tools/vite-precompress';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFrontendServer, parseArgs, type ServeFrontendOptions } from './serve-frontend';

// A real dist folder on disk, a real upstream API, and the frontend server between them.
let dist: string;
let api: Server;
let frontend: FastifyInstance;
let base: string;

const BUNDLE = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"fila ${i}"`).join(',')}];`;

/** A GET that leaves the body as sent (fetch would decompress it and hide the encoding). */
function rawGet(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((done, fail) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', fail)
      .end();
  });
}

/** The frontend server listening on a free port of 127.0.0.1, and its base URL. */
async function listenFrontend(options: ServeFrontendOptions): Promise<{ app: FastifyInstance; url: string }> {
  const app = await createFrontendServer(options);
  return { app, url: await app.listen({ port: 0, host: '127.0.0.1' }) };
}

async function listen(server: Server): Promise<string> {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'serve-frontend-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(join(dist, 'remoteEntry.js'), 'export const entry = 1;');
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1);');
  writeFileSync(join(dist, 'assets', 'app-abc123.css'), 'body{}');
  writeFileSync(join(dist, 'assets', 'bundle-Ab12Cd34.js'), BUNDLE);
  await precompressDir(dist);

  api = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      res.writeHead(201, {
        'content-type': 'application/json',
        'set-cookie': 'sid=xyz; Path=/; HttpOnly',
        'content-security-policy': "default-src 'self'",
      });
      res.end(
        JSON.stringify({
          method: req.method,
          url: req.url,
          cookie: req.headers.cookie ?? null,
          acceptEncoding: req.headers['accept-encoding'] ?? null,
          forwarded: {
            for: req.headers['x-forwarded-for'] ?? null,
            host: req.headers['x-forwarded-host'] ?? null,
            proto: req.headers['x-forwarded-proto'] ?? null,
          },
          body,
        }),
      );
    });
  });
  const apiBase = await listen(api);

  ({ app: frontend, url: base } = await listenFrontend({
    distDir: dist,
    port: 0,
    host: '127.0.0.1',
    api: apiBase,
    manifest: {
      pos: 'http://127.0.0.1:5101/remoteEntry.js',
      operations: 'http://127.0.0.1:5102/remoteEntry.js',
      admin: 'https://admin.example.com/remotes/admin/remoteEntry.js',
    },
  }));
});

afterAll(async () => {
  await frontend.close();
  api.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serve-frontend', () => {
  it('serves files with CORS and the right caching', async () => {
    const entry = await fetch(`${base}/remoteEntry.js`);
    expect(entry.status).toBe(200);
    expect(entry.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
    expect(entry.headers.get('access-control-allow-origin')).toBe('*');
    expect(entry.headers.get('cache-control')).toBe('no-cache');

    const asset = await fetch(`${base}/assets/app-abc123.css`);
    expect(asset.headers.get('content-type')).toContain('text/css');
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });

  it('sends a hashed file as its brotli or gzip copy, cached for a year', async () => {
    const br = await rawGet(`${base}/assets/bundle-Ab12Cd34.js`, { 'accept-encoding': 'gzip, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(brotliDecompressSync(br.body).toString()).toBe(BUNDLE);

    const gz = await rawGet(`${base}/assets/bundle-Ab12Cd34.js`, { 'accept-encoding': 'gzip, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(BUNDLE);

    const plain = await rawGet(`${base}/assets/bundle-Ab12Cd34.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(BUNDLE);
  });

  it('answers a revalidated entry file with 304 when it did not change', async () => {
    const first = await rawGet(`${base}/remoteEntry.js`);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    const again = await rawGet(`${base}/remoteEntry.js`, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('sends the security headers, the page policy admitting exactly the remote origins', async () => {
    const page = await fetch(`${base}/ventas`);
    const csp = page.headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src '));
    expect(scriptSrc?.trim()).toBe(
      "script-src 'self' http://127.0.0.1:5101 http://127.0.0.1:5102 https://admin.example.com",
    );
    expect(csp).toContain("frame-ancestors 'self'");
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(page.headers.get('referrer-policy')).toBe('same-origin');
    expect(page.headers.get('strict-transport-security')).toBeNull();

    const overTls = await fetch(`${base}/`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(overTls.headers.get('strict-transport-security')).toContain('max-age=');

    // Remote files stay loadable from the shell's origin.
    const asset = await fetch(`${base}/assets/app-abc123.css`);
    expect(asset.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('falls back to index.html for client-side routes only', async () => {
    const page = await fetch(`${base}/ventas`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>shell</title>');
    expect(page.headers.get('cache-control')).toBe('no-cache');

    expect((await fetch(`${base}/assets/missing-123.js`)).status).toBe(404);
  });

  it('never serves files outside the dist folder', async () => {
    const res = await fetch(`${base}/..%2f..%2f..%2fetc%2fpasswd.txt`);
    expect(res.status).toBe(404);
  });

  it('answers /remotes.json from --manifest', async () => {
    const res = await fetch(`${base}/remotes.json`);
    expect(await res.json()).toMatchObject({ pos: 'http://127.0.0.1:5101/remoteEntry.js' });
  });

  it('proxies /api with method, body and cookies, both ways', async () => {
    const res = await fetch(`${base}/api/auth/login?x=1`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: 'sid=old',
        'accept-encoding': 'br',
        // What a client says of itself is replaced by what the proxy saw.
        'x-forwarded-for': '10.9.8.7',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      },
      body: '{"username":"a"}',
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('set-cookie')).toContain('sid=xyz');
    expect(await res.json()).toEqual({
      method: 'POST',
      url: '/api/auth/login?x=1',
      cookie: 'sid=old',
      acceptEncoding: 'br',
      forwarded: { for: '127.0.0.1', host: new URL(base).host, proto: 'http' },
      body: '{"username":"a"}',
    });
    // The API's own headers win over the file server's for its answers.
    expect(res.headers.get('content-security-policy')).toBe("default-src 'self'");
  });

  it('answers 502 in Spanish when the API is down', async () => {
    const { app: down, url: downBase } = await listenFrontend({
      distDir: dist,
      port: 0,
      host: '127.0.0.1',
      api: 'http://127.0.0.1:9',
    });
    const res = await fetch(`${downBase}/api/auth/me`);
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ message: 'El servidor no está disponible' });
    await down.close();
  });
});

describe('serve-frontend over several APIs', () => {
  /** An API that answers with its name and counts what it received, by method and path. */
  const namedApi = (name: string, seen: string[]) =>
    createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        seen.push(`${name} ${req.method} ${req.url}`);
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ name }));
      });
    });
  /** An API that takes the connection and dies before answering (SIGKILL mid-request). */
  const dyingApi = (seen: string[]) =>
    createServer((req) => {
      seen.push(`dying ${req.method} ${req.url}`);
      req.socket.destroy();
    });
  const closed: Server[] = [];
  const shells: FastifyInstance[] = [];
  const frontendOver = async (apis: string[]) => {
    const { app, url } = await listenFrontend({
      distDir: dist,
      port: 0,
      host: '127.0.0.1',
      api: apis.join(','),
    });
    shells.push(app);
    return url;
  };
  afterAll(async () => {
    for (const s of closed) s.close();
    for (const shell of shells) await shell.close();
  });

  it('takes the APIs in turn', async () => {
    const seen: string[] = [];
    const [a, b] = [namedApi('a', seen), namedApi('b', seen)];
    closed.push(a, b);
    const shell = await frontendOver([await listen(a), await listen(b)]);
    const names = [];
    for (let i = 0; i < 4; i++)
      names.push(((await (await fetch(`${shell}/api/x`)).json()) as { name: string }).name);
    expect(names).toEqual(['a', 'b', 'a', 'b']);
  });

  it('sends a write to the live API once when the other refuses connections', async () => {
    const seen: string[] = [];
    const live = namedApi('live', seen);
    closed.push(live);
    const shell = await frontendOver(['http://127.0.0.1:9', await listen(live)]);
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${shell}/api/sales`, { method: 'POST', body: `{"n":${i}}` });
      expect(res.status).toBe(200);
    }
    expect(seen).toEqual(['live POST /api/sales', 'live POST /api/sales', 'live POST /api/sales']);
  });

  it('repeats a read on the other API when one dies mid-request, never a write', async () => {
    const seen: string[] = [];
    const [dying, live] = [dyingApi(seen), namedApi('live', seen)];
    closed.push(dying, live);
    const shell = await frontendOver([await listen(dying), await listen(live)]);
    const read = await fetch(`${shell}/api/sales`);
    expect(read.status).toBe(200);
    expect(seen).toEqual(['dying GET /api/sales', 'live GET /api/sales']);

    seen.length = 0;
    // The dying API is first in turn again: the write reached it, so it is not sent elsewhere.
    await fetch(`${shell}/api/x`);
    seen.length = 0;
    const write = await fetch(`${shell}/api/sales`, { method: 'POST', body: '{}' });
    expect(write.status).toBe(502);
    expect(await write.json()).toMatchObject({ message: 'El servidor no está disponible' });
    expect(seen).toEqual(['dying POST /api/sales']);
  });
});

describe('parseArgs', () => {
  it('reads the positional arguments and the flags', () => {
    const options = parseArgs([
      'frontends/pos/dist',
      '5101',
      '--api',
      'http://127.0.0.1:5000',
      '--manifest',
      '{"pos":"http://h/remoteEntry.js"}',
    ]);
    expect(options).toMatchObject({
      port: 5101,
      host: '127.0.0.1',
      api: 'http://127.0.0.1:5000',
      manifest: { pos: 'http://h/remoteEntry.js' },
    });
    expect(options.distDir.endsWith('frontends/pos/dist')).toBe(true);
  });

  it('explains the usage on bad input', () => {
    expect(() => parseArgs([])).toThrow('Uso: serve-frontend');
    expect(() => parseArgs(['dist', 'abc'])).toThrow('Uso: serve-frontend');
    expect(() => parseArgs(['dist', '80', '--manifest', '[1]'])).toThrow('--manifest');
  });
});
