/**
 * Serves one built frontend (frontends/<name>/dist) over HTTP, on plain Node plus helmet. Used by
 * the distributed mode, where each remote lives on its own origin:
 *
 *   tsx scripts/serve-frontend.ts <distDir> <port> [--host 127.0.0.1] [--api http://127.0.0.1:5000]
 *                                 [--manifest '{"pos":"http://127.0.0.1:5101/remoteEntry.js",...}']
 *
 * - Static files with CORS (`Access-Control-Allow-Origin: *`): the shell on another origin imports a
 *   remote's remoteEntry.js, chunks and CSS as ES modules, which needs CORS.
 * - Paths without a file extension fall back to index.html, so /ventas or /clientes load the shell (SPA).
 * - `/api/*` is proxied to --api, so the browser sees the API on the shell's own origin and the session
 *   cookie stays first-party. Several APIs (`--api http://a:5000,http://b:5001`) are taken in turn,
 *   a dead one passed over (see `proxy`).
 * - `/remotes.json` is answered from --manifest (else proxied to --api when given, else 404).
 * - index.html and remoteEntry.js are revalidated on every load (a deploy is picked up at the next
 *   load); hashed files under assets/ are cached for a year. Each file is sent as its brotli or gzip
 *   copy written at build time when the browser accepts it.
 * - The security headers of the command API (services/command-api/src/http/security-policy.ts); the
 *   shell's Content-Security-Policy admits exactly the remote origins named in --manifest.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { extname, join, normalize, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HSTS, helmetOptions } from '@lavadero/command-api/http/security-policy';
import {
  acceptsEncoding,
  cacheControlFor,
  isApiPath,
  PRECOMPRESSED,
  STATIC_CROSS_ORIGIN_HEADERS,
} from '@lavadero/command-api/http/static-files';
import helmet from 'helmet';
import { ApiUpstreams } from './api-upstreams';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

export interface ServeFrontendOptions {
  readonly distDir: string;
  readonly port: number;
  readonly host: string;
  /** Base URL of the API server that /api/* is forwarded to; several, comma-separated, in turn. */
  readonly api?: string;
  /** The body of /remotes.json. */
  readonly manifest?: Record<string, string>;
}

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, HEAD, OPTIONS',
  'access-control-allow-headers': '*',
};

/** The file a URL path names inside distDir, or null; never a path outside distDir. */
export function resolveStaticPath(distDir: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const root = resolve(distDir);
  const file = resolve(root, `.${normalize(`/${decoded}`)}`);
  if (file !== root && !file.startsWith(root + sep)) return null;
  const candidate = existsSync(file) && statSync(file).isDirectory() ? join(file, 'index.html') : file;
  return existsSync(candidate) && statSync(candidate).isFile() ? candidate : null;
}

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

/**
 * The file, or its precompressed copy when the browser accepts it, with a validator so that the
 * revalidated entry files (no-cache) cost a 304 instead of a download.
 */
function sendFile(req: IncomingMessage, res: ServerResponse, file: string, distDir: string): void {
  const variant = PRECOMPRESSED.find(
    (v) => acceptsEncoding(req.headers['accept-encoding'], v.encoding) && isFile(file + v.extension),
  );
  const sent = variant ? file + variant.extension : file;
  const stat = statSync(sent);
  const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
  const headers: Record<string, string | number> = {
    ...CORS_HEADERS,
    ...STATIC_CROSS_ORIGIN_HEADERS,
    'content-type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'cache-control': cacheControlFor(relative(distDir, file)),
    vary: 'accept-encoding',
    etag,
  };
  if (variant) headers['content-encoding'] = variant.encoding;
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  res.writeHead(200, { ...headers, 'content-length': stat.size });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(sent).pipe(res);
}

function sendText(
  res: ServerResponse,
  status: number,
  body: string,
  type = 'text/plain; charset=utf-8',
): void {
  res.writeHead(status, { ...CORS_HEADERS, 'content-type': type, 'cache-control': 'no-cache' });
  res.end(body);
}

function badGateway(res: ServerResponse): void {
  const body = JSON.stringify({ code: 'BAD_GATEWAY', message: 'El servidor no está disponible' });
  sendText(res, 502, body, 'application/json; charset=utf-8');
}

/** Methods whose request has no body and no effect: sent again on another API when one dies. */
const REPEATABLE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Forwards the request (method, headers, body) to one of the APIs, in turn, and streams the answer
 * back. The X-Forwarded-* headers say what this proxy saw, replacing whatever the client sent about
 * itself: the API (TRUST_PROXY naming this proxy) counts logins per client and checks origins by them.
 *
 * A replica that is down must not fail a request another could answer, and a write must never be
 * applied twice: the body is sent only once the connection is made, so a request whose connection
 * is refused never reached an API and goes to the next one, whatever its method. Once it reached
 * one, only a GET, HEAD or OPTIONS is sent again; a write that lost its API answers 502, and its
 * client retries it with its idempotency key (the POS's TEMP number), as after any lost answer.
 */
function proxy(req: IncomingMessage, res: ServerResponse, upstreams: ApiUpstreams): void {
  const forwarded = {
    'x-forwarded-for': req.socket.remoteAddress ?? '',
    'x-forwarded-host': req.headers.host ?? '',
    'x-forwarded-proto': 'encrypted' in req.socket ? 'https' : 'http',
  };
  const repeatable = REPEATABLE.has(req.method ?? '');
  const tryNext = (remaining: readonly string[]): void => {
    const [apiBase, ...rest] = remaining;
    if (apiBase === undefined) {
      badGateway(res);
      return;
    }
    const target = new URL(req.url ?? '/', apiBase);
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    let connected = false;
    const upstream = send(
      target,
      { method: req.method, headers: { ...req.headers, ...forwarded, host: target.host } },
      (answer) => {
        upstreams.answered(apiBase);
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    const sendBody = () => {
      connected = true;
      if (repeatable) upstream.end();
      else req.pipe(upstream);
    };
    upstream.on('socket', (socket) => {
      if (socket.connecting) socket.once('connect', sendBody);
      else sendBody();
    });
    upstream.on('error', () => {
      if (res.headersSent) return void res.destroy();
      if (!connected) upstreams.refused(apiBase);
      if (!connected || repeatable) tryNext(rest);
      else badGateway(res);
    });
  };
  tryNext(upstreams.order());
}

export function createFrontendServer(options: ServeFrontendOptions) {
  const indexHtml = join(options.distDir, 'index.html');
  const upstreams = options.api ? new ApiUpstreams(options.api) : null;
  const securityHeaders = helmet(helmetOptions(Object.values(options.manifest ?? {})));

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;

    if (isApiPath(path)) {
      if (upstreams) return proxy(req, res, upstreams);
      return sendText(res, 404, JSON.stringify({ code: 'NOT_FOUND', message: 'Recurso no encontrado' }));
    }
    if (path === '/remotes.json') {
      if (options.manifest) return sendText(res, 200, JSON.stringify(options.manifest), 'application/json');
      if (upstreams) return proxy(req, res, upstreams);
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS_HEADERS);
      res.end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendText(res, 405, 'Method Not Allowed');

    const file = resolveStaticPath(options.distDir, path);
    if (file) return sendFile(req, res, file, options.distDir);
    // Client-side routes have no extension; a missing .js or .css is a real 404, not the page.
    if (extname(path) === '' && existsSync(indexHtml)) return sendFile(req, res, indexHtml, options.distDir);
    sendText(res, 404, 'Not Found');
  };

  return createServer((req, res) => {
    securityHeaders(req, res, () => {
      const overTls = 'encrypted' in req.socket || req.headers['x-forwarded-proto'] === 'https';
      if (overTls) res.setHeader('strict-transport-security', HSTS);
      handle(req, res);
    });
  });
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
  const server = createFrontendServer(options);
  server.listen(options.port, options.host, () => {
    console.log(`Sirviendo ${options.distDir} en http://${options.host}:${options.port}`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
