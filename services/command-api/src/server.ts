import { join } from 'node:path';
import cookie from '@fastify/cookie';
import type { EventStore } from '@lavadero/event-store/event-store';
import type { ReadModelDb } from '@lavadero/read-models/database';
import Fastify, { type FastifyInstance } from 'fastify';
import { contexts } from './contexts';
import secrets from './dnit/secrets-plugin';
import access from './plugins/access';
import clock from './plugins/clock';
import commands, { type ReadModelProgress } from './plugins/commands';
import compression from './plugins/compression';
import errors, { errorBody } from './plugins/errors';
import frontends, { type FrontendsOptions } from './plugins/frontends';
import { RequestLogController } from './plugins/request-log';
import routeSchemas from './plugins/route-schemas';
import securityHeaders from './plugins/security-headers';
import sessions from './plugins/session';

export interface ServerOptions {
  readonly store: EventStore;
  readonly readDb: ReadModelDb;
  readonly readModels: ReadModelProgress;
  readonly sessionKey: Buffer;
  readonly sessionTtlHours: number;
  readonly frontends: FrontendsOptions;
  readonly logLevel?: string;
  /** Where log lines go (stdout when absent); tests read them. */
  readonly logStream?: { write(line: string): void };
  /** Key for secrets at rest; by default SECRETS_KEY or the data folder's key file. */
  readonly secretsKey?: Buffer;
  /** The clock the time-dependent rules read; the real one by default (tests fix it). */
  readonly clock?: () => Date;
}

export async function buildServer(opts: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: opts.logLevel ?? 'info',
      redact: ['req.headers.cookie', 'req.body.password'],
      ...(opts.logStream && { stream: opts.logStream }),
    },
    // Behind a TLS-terminating proxy, X-Forwarded-Proto decides whether the cookie is Secure.
    trustProxy: true,
    bodyLimit: 1024 * 1024,
    logController: new RequestLogController(),
  });
  await app.register(securityHeaders, { remoteUrls: Object.values(opts.frontends.remotes) });
  await app.register(compression);
  await app.register(errors);
  await app.register(clock, { now: opts.clock });
  await app.register(cookie);
  await app.register(sessions, { key: opts.sessionKey, ttlHours: opts.sessionTtlHours });
  await app.register(commands, { store: opts.store, readDb: opts.readDb, readModels: opts.readModels });
  await app.register(access);
  await app.register(routeSchemas);
  await app.register(secrets, { key: opts.secretsKey });

  app.get('/api/health', { config: { access: 'public' } }, async () => ({ status: 'ok' }));
  for (const context of contexts) await app.register(context.routes);
  await app.register(frontends, opts.frontends);

  const shellDist = join(opts.frontends.frontendsDir, 'shell', 'dist');
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPage = request.method === 'GET' && !path.startsWith('/api/') && !path.startsWith('/remotes/');
    // Client-side routes (/clientes, /ventas, ...) all load the shell; it shows its own 404 page.
    if (isPage && opts.frontends.serveFiles) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', shellDist);
    }
    return reply.status(404).send(errorBody('NOT_FOUND', 'Recurso no encontrado'));
  });
  return app;
}
