/**
 * How built frontend files are delivered, shared by the command API (embedded mode) and
 * scripts/serve-frontend.ts (distributed mode).
 */

/** Everything outside /api is the frontends' (files, the SPA's pages, the remotes manifest). */
export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

/**
 * Static files are also loaded by a shell on another origin (distributed mode): they carry CORS and
 * may be embedded cross-origin, unlike API answers (helmet's default 'same-origin').
 */
export const STATIC_CROSS_ORIGIN_HEADERS = {
  'access-control-allow-origin': '*',
  'cross-origin-resource-policy': 'cross-origin',
} as const;

/**
 * Vite puts every content-hashed file under assets/: cached for a year. Everything else (index.html,
 * remoteEntry.js, mf-manifest.json, favicon.svg) is revalidated on each load so a deploy shows at once.
 */
export function cacheControlFor(pathInDist: string): string {
  const normalized = pathInDist.replaceAll('\\', '/').replace(/^\/+/, '');
  return normalized.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** The precompressed variants written at build time (scripts/vite-precompress.ts), best first. */
export const PRECOMPRESSED = [
  { encoding: 'br', extension: '.br' },
  { encoding: 'gzip', extension: '.gz' },
] as const;

/**
 * Whether an Accept-Encoding header accepts an encoding: named with q > 0, or not named and covered
 * by '*' with q > 0.
 */
export function acceptsEncoding(header: string | undefined, encoding: string): boolean {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    weights.set(name, q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  return (weights.get(encoding) ?? weights.get('*') ?? 0) > 0;
}
