/**
 * Serves one built frontend (frontends/<name>/dist) over HTTP, with no dependencies beyond Node.
 * Used by the distributed mode, where each remote lives on its own origin:
 *
 *   tsx scripts/serve-frontend.ts <distDir> <port> [--host 127.0.0.1] [--api http://127.0.0.1:5000]
 *                                 [--manifest '{"pos":"http://127.0.0.1:5101/remoteEntry.js",...}']
 *
 * - Static files with CORS (`Access-Control-Allow-Origin: *`): the shell on another origin imports a
 *   remote's remoteEntry.js, chunks and CSS as ES modules, which needs CORS.
 * - Paths without a file extension fall back to index.html, so /ventas or /clientes load the shell (SPA).
 * - `/api/*` is proxied to --api, so the browser sees the API on the shell's own origin and the session
 *   cookie stays first-party.
 * - `/remotes.json` is answered from --manifest (else proxied to --api when given, else 404).
 * - index.html and remoteEntry.js are never cached (a deploy is picked up at the next load); hashed
 *   files under assets/ are cached for a year.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

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
  /** Base URL of the API server that /api/* is forwarded to. */
  readonly api?: string;
  /** The body of /remotes.json. */
  readonly manifest?: Record<string, string>;
}

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, HEAD, OPTIONS',
  'access-control-allow-headers': '*',
};

function cacheControl(path: string): string {
  const name = path.split(/[\\/]/).pop() ?? '';
  if (name === 'index.html' || name === 'remoteEntry.js' || name === 'mf-manifest.json') return 'no-cache';
  return path.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

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

function sendFile(req: IncomingMessage, res: ServerResponse, file: string): void {
  res.writeHead(200, {
    ...CORS_HEADERS,
    'content-type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'content-length': statSync(file).size,
    'cache-control': cacheControl(file),
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(file).pipe(res);
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

/** Forwards the request as it is (method, headers, body) and streams the answer back. */
function proxy(req: IncomingMessage, res: ServerResponse, apiBase: string): void {
  const target = new URL(req.url ?? '/', apiBase);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const upstream = send(
    target,
    { method: req.method, headers: { ...req.headers, host: target.host } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const body = JSON.stringify({ code: 'BAD_GATEWAY', message: 'El servidor no está disponible' });
    sendText(res, 502, body, 'application/json; charset=utf-8');
  });
  req.pipe(upstream);
}

export function createFrontendServer(options: ServeFrontendOptions) {
  const indexHtml = join(options.distDir, 'index.html');
  return createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;

    if (path === '/api' || path.startsWith('/api/')) {
      if (options.api) return proxy(req, res, options.api);
      return sendText(res, 404, JSON.stringify({ code: 'NOT_FOUND', message: 'Recurso no encontrado' }));
    }
    if (path === '/remotes.json') {
      if (options.manifest) return sendText(res, 200, JSON.stringify(options.manifest), 'application/json');
      if (options.api) return proxy(req, res, options.api);
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS_HEADERS);
      res.end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendText(res, 405, 'Method Not Allowed');

    const file = resolveStaticPath(options.distDir, path);
    if (file) return sendFile(req, res, file);
    // Client-side routes have no extension; a missing .js or .css is a real 404, not the page.
    if (extname(path) === '' && existsSync(indexHtml)) return sendFile(req, res, indexHtml);
    sendText(res, 404, 'Not Found');
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
