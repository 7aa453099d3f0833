import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFrontendServer, parseArgs } from './serve-frontend';

// A real dist folder on disk, a real upstream API, and the frontend server between them.
let dist: string;
let api: Server;
let frontend: Server;
let base: string;

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

  api = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      res.writeHead(201, { 'content-type': 'application/json', 'set-cookie': 'sid=xyz; Path=/; HttpOnly' });
      res.end(JSON.stringify({ method: req.method, url: req.url, cookie: req.headers.cookie ?? null, body }));
    });
  });
  const apiBase = await listen(api);

  frontend = createFrontendServer({
    distDir: dist,
    port: 0,
    host: '127.0.0.1',
    api: apiBase,
    manifest: { pos: 'http://127.0.0.1:5101/remoteEntry.js' },
  });
  base = await listen(frontend);
});

afterAll(() => {
  frontend.close();
  api.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serve-frontend', () => {
  it('serves files with CORS and the right caching', async () => {
    const entry = await fetch(`${base}/remoteEntry.js`);
    expect(entry.status).toBe(200);
    expect(entry.headers.get('content-type')).toContain('text/javascript');
    expect(entry.headers.get('access-control-allow-origin')).toBe('*');
    expect(entry.headers.get('cache-control')).toBe('no-cache');

    const asset = await fetch(`${base}/assets/app-abc123.css`);
    expect(asset.headers.get('content-type')).toContain('text/css');
    expect(asset.headers.get('cache-control')).toContain('immutable');
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
    expect(await res.json()).toEqual({ pos: 'http://127.0.0.1:5101/remoteEntry.js' });
  });

  it('proxies /api with method, body and cookies, both ways', async () => {
    const res = await fetch(`${base}/api/auth/login?x=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'sid=old' },
      body: '{"username":"a"}',
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('set-cookie')).toContain('sid=xyz');
    expect(await res.json()).toEqual({
      method: 'POST',
      url: '/api/auth/login?x=1',
      cookie: 'sid=old',
      body: '{"username":"a"}',
    });
  });

  it('answers 502 in Spanish when the API is down', async () => {
    const down = createFrontendServer({
      distDir: dist,
      port: 0,
      host: '127.0.0.1',
      api: 'http://127.0.0.1:9',
    });
    const downBase = await listen(down);
    const res = await fetch(`${downBase}/api/auth/me`);
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ message: 'El servidor no está disponible' });
    down.close();
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
