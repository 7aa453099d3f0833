import { existsSync } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images and fonts (woff2) are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt|map)$/i;
/** Below this, the headers of a compressed answer cost more than they save. */
const MIN_BYTES = 1024;

/** Writes `<file>.br` and `<file>.gz` next to every compressible file of a finished build. */
export async function precompressDir(dir: string): Promise<number> {
  let written = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    if ((await stat(file)).size < MIN_BYTES) continue;
    const content = await readFile(file);
    const [br, gz] = await Promise.all([
      // Maximum quality: paid once per build, saved on every download.
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    written++;
  }
  return written;
}

/**
 * Precompression at build time, so the servers (plugins/frontends.ts with @fastify/static's
 * preCompressed, scripts/serve-frontend.ts) never compress a static file per request. Runs once
 * everything is on disk, federation's remoteEntry.js and manifest included.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'lavadero:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const outDir = join(config.root, config.build.outDir);
        if (!existsSync(outDir)) return; // the build failed before writing anything
        const count = await precompressDir(outDir);
        config.logger.info(`precompress: ${count} archivos con copia .br y .gz en ${outDir}`);
      },
    },
  };
}
