import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

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
 * The shell at '/', each remote under '/remotes/<name>/', and the manifest '/remotes.json'. Entry
 * files (index.html, remoteEntry.js, the favicon) are revalidated on every load, so a deploy is picked
 * up at once; content-hashed assets are cached for a year.
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
    const setHeaders = (reply: FastifyReply, path: string) => {
      const entry =
        path.endsWith('.html') || path.endsWith('remoteEntry.js') || path.endsWith('mf-manifest.json');
      reply.header('cache-control', entry ? 'no-cache' : 'public, max-age=31536000, immutable');
      reply.header('access-control-allow-origin', '*');
    };
    await app.register(fastifyStatic, {
      root: shellDist,
      prefix: '/',
      wildcard: true,
      index: false,
      setHeaders,
    });
    for (const name of REMOTE_NAMES) {
      await app.register(fastifyStatic, {
        root: join(opts.frontendsDir, name, 'dist'),
        prefix: `/remotes/${name}/`,
        decorateReply: false,
        setHeaders,
      });
    }
    app.get('/', (_request, reply) =>
      reply.header('cache-control', 'no-cache').sendFile('index.html', shellDist),
    );
  },
  { name: 'frontends' },
);
