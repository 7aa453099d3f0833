import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath } from '../http/static-files';

/**
 * Compresses API answers above 1 KiB on the fly (the 10,000-customer list shrinks from 2.7 MiB to a
 * few hundred KiB), brotli at the plugin's default quality 4 (11 would take seconds per MiB). Routes
 * outside /api serve the built frontends, which were compressed once at build time (plugins/
 * frontends.ts sends those copies): they opt out, so a file without a copy (too small to gain) is
 * never compressed per request.
 */
export default fp(
  async function compression(app: FastifyInstance) {
    // Runs before the plugin's own onRoute hook, which reads `compress`.
    app.addHook('onRoute', (route) => {
      if (!isApiPath(route.url)) route.compress = false;
    });
    await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  },
  { name: 'compression' },
);
