/**
 * Serves one built frontend (frontends/<name>/dist) over HTTP. Used by the distributed mode, where
 * each remote lives on its own origin:
 *
 *   tsx scripts/serve-frontend.ts <distDir> <port> [--host 127.0.0.1] [--api http://127.0.0.1:5000[,…]]
 *                                 [--manifest '{"pos":"http://127.0.0.1:5101/remoteEntry.js",...}']
 *
 * - The files as the command API serves them in the embedded mode (`serveDist` of its frontends
 *   plugin: precompressed copies, caching, CORS) and its security headers (the shell's
 *   Content-Security-Policy admits exactly the remote origins named in --manifest).
 * - Paths without a file extension fall back to index.html, so /ventas or /clientes load the shell (SPA).
 * - `/api/*` is proxied to --api (several: taken in turn, see api-proxy.ts), so the browser sees the API
 *   on the shell's own origin and the session cookie stays first-party.
 * - `/remotes.json` is answered from --manifest (else proxied to --api when given, else 404).
 */
import { existsSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isApiPath } from '@lavadero/command-api/http/static-files';
import { serveDist } from '@lavadero/command-api/plugins/frontends';
import securityHeaders from '@lavadero/command-api/plugins/security-headers';
import Fastify, { type FastifyInstance } from 'fastify';
import { proxyToApi } from './api-proxy';
import { ApiUpstreams } from './api-upstreams';

export interface ServeFrontendOptions {
  readonly distDir: string;
  readonly port: number;
  readonly host: string;
  /** Base URL(s) of the API server(s) that /api/* is forwarded to, comma-separated. */
  readonly api?: string;
  /** The body of /remotes.json. */
  readonly manifest?: Record<string, string>;
}

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, HEAD, OPTIONS',
  'access-control-allow-headers': '*',
};

const notFound = JSON.stringify({ code: 'NOT_FOUND', message: 'Recurso no encontrado' });

export async function createFrontendServer(options: ServeFrontendOptions): Promise<FastifyInstance> {
  // The forwarded protocol only decides HSTS here; what reaches the API is what this server saw.
  const app = Fastify({ trustProxy: true });
  // Bodies are the API's to read: the proxy streams them through untouched.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  await app.register(securityHeaders, { remoteUrls: Object.values(options.manifest ?? {}) });

  const upstreams = options.api ? new ApiUpstreams(options.api) : null;
  const toApi = (
    request: { raw: import('node:http').IncomingMessage },
    reply: import('fastify').FastifyReply,
  ) => {
    if (!upstreams) return reply.code(404).type('application/json').send(notFound);
    reply.hijack();
    proxyToApi(request.raw, reply.raw, upstreams);
  };
  app.all('/api', toApi);
  app.all('/api/*', toApi);
  app.get('/remotes.json', (request, reply) => {
    if (options.manifest)
      return reply.header('cache-control', 'no-cache').headers(CORS_HEADERS).send(options.manifest);
    return toApi(request, reply);
  });
  app.options('*', (_request, reply) => reply.code(204).headers(CORS_HEADERS).send());

  await serveDist(app, options.distDir, '/', { decorateReply: true });
  const hasIndex = existsSync(join(options.distDir, 'index.html'));
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (isApiPath(path)) return reply.code(404).type('application/json').send(notFound);
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return reply.code(405).send('Method Not Allowed');
    // Client-side routes have no extension; a missing .js or .css is a real 404, not the page.
    if (extname(path) === '' && hasIndex)
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
  });
  return app;
}

export function parseArgs(argv: readonly string[]): ServeFrontendOptions {
  const positional: string[] = [];
  const flags = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg.startsWith('--')) {
      const value = argv[i + 1];
      if (value === undefined) throw new Error(`Falta el valor de ${arg}`);
      flags.set(arg.slice(2), value);
      i++;
    } else {
      positional.push(arg);
    }
  }
  const [distDir, portText] = positional;
  const port = Number(portText);
  if (!distDir || !Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(
      "Uso: serve-frontend <distDir> <port> [--host 127.0.0.1] [--api http://127.0.0.1:5000] [--manifest '{...}']",
    );
  }
  const manifestText = flags.get('manifest');
  let manifest: Record<string, string> | undefined;
  if (manifestText !== undefined) {
    const parsed: unknown = JSON.parse(manifestText);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw new Error('--manifest debe ser un objeto JSON { "pos": "<url de remoteEntry.js>", ... }');
    }
    manifest = Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, String(v)]));
  }
  return {
    distDir: resolve(distDir),
    port,
    host: flags.get('host') ?? '127.0.0.1',
    api: flags.get('api'),
    manifest,
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const options = parseArgs(process.argv.slice(2));
  if (!existsSync(options.distDir)) {
    console.error(`No existe ${options.distDir}: ejecute 'npm run build' primero`);
    process.exit(1);
  }
  const app = await createFrontendServer(options);
  await app.listen({ port: options.port, host: options.host });
  console.log(`Sirviendo ${options.distDir} en http://${options.host}:${options.port}`);
  const stop = () => void app.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
