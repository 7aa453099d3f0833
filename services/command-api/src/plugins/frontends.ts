import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { cacheControlFor, STATIC_CROSS_ORIGIN_HEADERS } from '../http/static-files';

export const REMOTE_NAMES = ['pos', 'operations', 'admin'] as const;

export interface FrontendsOptions {
  /** Folder holding frontends/<name>/dist. */
  readonly frontendsDir: string;
  /** Where the shell finds each remote's entry, read at run time from /remotes.json. */
  readonly remotes: Record<(typeof REMOTE_NAMES)[number], string>;
  /** Whether this server also serves the built files (embedded mode) or only the manifest. */
  readonly serveFiles: boolean;
}

/**
 * One built frontend's files under `prefix`, as the API (embedded mode) and scripts/serve-frontend.ts
 * (distributed mode) send them: each as the brotli or gzip copy written next to it at build time when
 * the browser accepts it (no compression per request), entry files revalidated on every load,
 * content-hashed assets cached for a year, loadable from another origin. Only the first
 * registration may decorate the reply with sendFile.
 */
export async function serveDist(
  app: FastifyInstance,
  root: string,
  prefix: string,
  { decorateReply = false }: { decorateReply?: boolean } = {},
): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    prefix,
    wildcard: true,
    index: false,
    decorateReply,
    preCompressed: true,
    // `path` is the file actually sent (possibly its .br/.gz copy); the rule looks at its place in dist.
    setHeaders: (reply: FastifyReply, path: string) => {
      reply.header('cache-control', cacheControlFor(relative(root, path)));
      reply.headers(STATIC_CROSS_ORIGIN_HEADERS);
    },
  });
}

/**
 * The shell at '/', each remote under '/remotes/<name>/', and the manifest '/remotes.json'. Entry
 * files (index.html, remoteEntry.js, the favicon) are revalidated on every load, so a deploy is picked
 * up at once (see serveDist).
 */
export default fp(
  async function frontends(app: FastifyInstance, opts: FrontendsOptions) {
    app.get('/remotes.json', async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return opts.remotes;
    });
    if (!opts.serveFiles) return;

    const shellDist = join(opts.frontendsDir, 'shell', 'dist');
    if (!existsSync(join(shellDist, 'index.html'))) {
      throw new Error(`No se encontró el frontend compilado en ${shellDist}: ejecute 'npm run build'`);
    }
    await serveDist(app, shellDist, '/', { decorateReply: true });
    for (const name of REMOTE_NAMES) {
      await serveDist(app, join(opts.frontendsDir, name, 'dist'), `/remotes/${name}/`);
    }
    app.get('/', (_request, reply) =>
      reply.header('cache-control', 'no-cache').sendFile('index.html', shellDist),
    );
  },
  { name: 'frontends' },
);
