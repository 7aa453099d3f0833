/**
 * The HTTP security headers of every answer, pages and API alike, shared by the command API
 * (plugins/security-headers.ts) and scripts/serve-frontend.ts, both through helmet as plain Node
 * middleware, so the embedded and the distributed mode send the same policy.
 */

/** Sent only when the request arrived over TLS (directly or via a proxy's X-Forwarded-Proto). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The origins the shell loads remotes from: absolute URLs of the runtime manifest. Relative ones
 * ('/remotes/pos/remoteEntry.js', embedded mode) are the page's own origin, already 'self'.
 */
export function remoteOrigins(remoteUrls: Iterable<string>): string[] {
  const origins = new Set<string>();
  for (const url of remoteUrls) {
    if (!/^https?:\/\//i.test(url)) continue;
    try {
      origins.add(new URL(url).origin);
    } catch {
      // Not a URL the browser could load either; the shell reports that remote as failed.
    }
  }
  return [...origins].sort();
}

/**
 * Content-Security-Policy directives. Scripts only from files of this origin and of the remotes
 * (no inline script, no eval: the built pages have none). Styles allow 'unsafe-inline' because Radix
 * dialogs inject a <style> element to lock scrolling; inline style cannot run code. Frames: only this
 * origin may frame the app (frame-ancestors) and the app may only frame itself (print previews in a
 * same-origin iframe). No upgrade-insecure-requests: the embedded mode is often reached over plain
 * HTTP on the local network, where it would break every asset.
 */
export function cspDirectives(remoteUrls: Iterable<string>): Record<string, string[]> {
  const remotes = remoteOrigins(remoteUrls);
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'script-src': ["'self'", ...remotes],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    'img-src': ["'self'", 'data:', 'blob:', ...remotes],
    'font-src': ["'self'", 'data:', ...remotes],
    'connect-src': ["'self'", ...remotes],
    'frame-src': ["'self'"],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
  };
}

// Typed by inference: helmet ships separate CJS and ESM typings.
export function helmetOptions(remoteUrls: Iterable<string>) {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(remoteUrls) },
    // Answers must keep their Origin header on same-origin POSTs (the API refuses foreign ones);
    // 'no-referrer' would turn it into 'null'.
    referrerPolicy: { policy: 'same-origin' as const },
    xFrameOptions: { action: 'sameorigin' as const },
    // Browsers ignore HSTS over plain HTTP, and the embedded mode is plain HTTP: set per request.
    strictTransportSecurity: false,
  };
}
