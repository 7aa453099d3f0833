import { join } from 'node:path';
import cookie from '@fastify/cookie';
import type { EventStore } from '@lavadero/event-store/event-store';
import type { ReadModelDb } from '@lavadero/read-models/database';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { contexts } from './contexts';
import secrets from './dnit/secrets-plugin';
import { healthRoute } from './health-route';
import { helmetOptions } from './http/security-policy';
import access from './plugins/access';
import { type Clock, type IdGenerator, randomIds, systemClock } from './plugins/clock-and-ids';
import type { ReadModelProgress } from './plugins/commands';
import compression from './plugins/compression';
import errors, { errorBody } from './plugins/errors';
import frontends, { type FrontendsOptions } from './plugins/frontends';
import inputGuard from './plugins/input-guard';
import { redactedLogger } from './plugins/log-redaction';
import rateLimits, { type RateLimitsOptions } from './plugins/rate-limit';
import { RequestLogController } from './plugins/request-log';
import routeSchemas from './plugins/route-schemas';
import sameOrigin from './plugins/same-origin';
import securityHeaders from './plugins/security-headers';
import sessions from './plugins/session';
import writeDeps from './plugins/write-deps';

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
  /** Proxies whose X-Forwarded-* are believed (addresses, CIDRs, proxy-addr names); none by default. */
  readonly trustProxy?: readonly string[];
  /** The origins the app is opened from; by default each request's own. */
  readonly publicOrigins?: readonly string[];
  /** Login attempts per client IP and minute (default 10). */
  readonly loginAttemptsPerMinute?: number;
  /** Where the replicas count login attempts together (distributed); in memory when absent. */
  readonly sharedLimits?: RateLimitsOptions['shared'];
  /** Tests may fix the clock and the ids; production uses the system clock and random uuids. */
  readonly clock?: Clock;
  /** Those not given stay random. */
  readonly ids?: Partial<IdGenerator>;
  /** How long a client may take to send its headers and its whole request (tests shorten them). */
  readonly timeouts?: { readonly headersMs: number; readonly requestMs: number };
  /** Key for secrets at rest; by default SECRETS_KEY or the data folder's key file. */
  readonly secretsKey?: Buffer;
  /** How long a write waits for its read models before answering 202 (default 2 s). */
  readonly readYourWritesMs?: number;
}

export async function buildServer(opts: ServerOptions): Promise<FastifyInstance> {
  const timeouts = opts.timeouts ?? { headersMs: 15_000, requestMs: 30_000 };
  const frameworkErrorHeaders = helmet(helmetOptions(Object.values(opts.frontends.remotes)));
  const app = Fastify({
    logger: {
      ...redactedLogger(opts.logLevel ?? 'info'),
      ...(opts.logStream && { stream: opts.logStream }),
    },
    // Behind a TLS-terminating proxy, X-Forwarded-Proto decides whether the cookie is Secure and
    // X-Forwarded-For who the client is. Only the proxies the operator names are believed: on a
    // car wash's network every till has a private address, and any of them could otherwise choose
    // its own and escape the per-client login limit.
    trustProxy: opts.trustProxy?.length ? [...opts.trustProxy] : false,
    bodyLimit: 1024 * 1024,
    // A client that sends nothing, or its headers or body a byte at a time, cannot hold a
    // connection (and a socket) for minutes.
    connectionTimeout: 60_000,
    requestTimeout: timeouts.requestMs,
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: 1_000 },
    keepAliveTimeout: 5_000,
    // The router's own refusals (a broken %-escape, an over-long parameter) run no hook: answered
    // here in Spanish with the security headers, without echoing the path.
    frameworkErrors: (_error, request, reply) => {
      frameworkErrorHeaders(request.raw, reply.raw, () => undefined);
      const body = JSON.stringify(errorBody('BAD_URL', 'La dirección solicitada no es válida.'));
      reply.raw.writeHead(400, { 'content-type': 'application/json; charset=utf-8' });
      reply.raw.end(body);
    },
    logController: new RequestLogController(),
  });
  await app.register(securityHeaders, { remoteUrls: Object.values(opts.frontends.remotes) });
  await app.register(compression);
  await app.register(errors);
  await app.register(sameOrigin, { publicOrigins: opts.publicOrigins ?? [] });
  await app.register(inputGuard);
  await app.register(rateLimits, {
    loginAttemptsPerMinute: opts.loginAttemptsPerMinute ?? 10,
    shared: opts.sharedLimits,
  });
  await app.register(cookie);
  await app.register(sessions, { key: opts.sessionKey, ttlHours: opts.sessionTtlHours });
  await app.register(writeDeps, {
    store: opts.store,
    readDb: opts.readDb,
    readModels: opts.readModels,
    readYourWritesMs: opts.readYourWritesMs,
    clock: opts.clock ?? systemClock,
    ids: { ...randomIds, ...opts.ids },
  });
  await app.register(access);
  await app.register(routeSchemas);
  await app.register(secrets, { key: opts.secretsKey });

  await app.register(healthRoute);
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
