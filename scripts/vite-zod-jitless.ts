import type { Plugin } from 'vite';

/** Served from the shell's root; revalidated like index.html (not under assets/, not hashed). */
const FILE = 'zod-jitless.js';

/**
 * zod 4 probes `new Function('')` when it builds an object schema, to decide whether it may compile
 * its parsers. Under our Content-Security-Policy (no 'unsafe-eval') the probe throws and zod falls
 * back to plain parsing, but the browser still reports a CSP violation on every load. zod reads its
 * global configuration from `globalThis.__zod_globalConfig`, so a classic script that runs before the
 * module graph turns on `jitless` and the probe never happens. A file, not an inline script: the
 * policy forbids inline scripts. Only the host page needs it; remotes run inside it.
 */
export function zodJitless(): Plugin {
  let base = '/';
  return {
    name: 'lavadero:zod-jitless',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: FILE,
        source:
          'globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });\n',
      });
    },
    transformIndexHtml() {
      // Classic scripts run as soon as they are parsed; module scripts only after the document.
      return [{ tag: 'script', attrs: { src: `${base}${FILE}` }, injectTo: 'head-prepend' }];
    },
  };
}
