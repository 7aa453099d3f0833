import { resolve } from 'node:path';
import { z } from 'zod';

/**
 * Configuration from the environment. Embedded (the default) needs nothing; distributed is chosen by
 * setting DATABASE_URL (and REDIS_URL, EVENTSTORE_URL). See the table in README.md.
 */
const envSchema = z.object({
  PORT: z.coerce.number().int().positive().default(5000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  EVENT_STORE: z.enum(['pglite', 'postgres', 'eventstoredb']).optional(),
  EVENTSTORE_URL: z.string().optional(),
  REDIS_URL: z.string().url().optional(),
  QUEUE_PREFIX: z
    .string()
    .regex(/^[a-z0-9_-]+$/i)
    .default('lavadero'),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET debe tener al menos 32 caracteres').optional(),
  SECRETS_KEY: z.string().min(32, 'SECRETS_KEY debe tener al menos 32 caracteres').optional(),
  SIFEN_CA_FILE: z.string().min(1).optional(),
  SESSION_TTL_HOURS: z.coerce.number().positive().default(12),
  LOGIN_ATTEMPTS_PER_MINUTE: z.coerce.number().int().positive().default(10),
  TRUST_PROXY: z.string().optional(),
  PUBLIC_ORIGINS: z.string().optional(),
  ADMIN_USERNAME: z.string().min(3).default('admin'),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  SERVE_FRONTENDS: z.enum(['true', 'false']).optional(),
  FRONTENDS_DIR: z.string().default('./frontends'),
  REMOTE_POS_URL: z.string().optional(),
  REMOTE_OPERATIONS_URL: z.string().optional(),
  REMOTE_ADMIN_URL: z.string().optional(),
  HEARTBEAT_FILE: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type EventStoreConfig =
  | { readonly kind: 'pglite' }
  | { readonly kind: 'postgres'; readonly connectionString: string }
  | { readonly kind: 'eventstoredb'; readonly url: string };

export interface AppConfig {
  readonly mode: 'embedded' | 'distributed';
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  /** Read models: PGlite under dataDir (embedded) or PostgreSQL. */
  readonly database:
    | { readonly kind: 'pglite'; readonly dataDir: string }
    | { readonly kind: 'postgres'; readonly connectionString: string };
  readonly eventStore: EventStoreConfig;
  readonly redisUrl: string | null;
  /** Redis key prefix for the job queues: environments sharing one Redis must differ here. */
  readonly queuePrefix: string;
  readonly sessionSecret: string | null;
  readonly sessionTtlHours: number;
  /** Logins one client IP may try per minute (the browser tests, all from 127.0.0.1, raise it). */
  readonly loginAttemptsPerMinute: number;
  /**
   * The proxies whose X-Forwarded-* headers are believed (addresses, CIDRs, or `loopback`,
   * `uniquelocal`…), none by default: on a car wash's LAN any till could otherwise choose its own
   * address and escape the per-client login limit.
   */
  readonly trustProxy: readonly string[];
  /** Where the app is opened from (`https://caja.lavadero.com.py`); writes from other origins are refused. */
  readonly publicOrigins: readonly string[];
  /** Encrypts DNIT secrets at rest; embedded mode keeps a key file in dataDir instead. */
  readonly secretsKey: string | null;
  /**
   * A PEM file of an extra CA the fiscal worker trusts for the SIFEN host (the local simulator
   * prints its own); SIFEN itself is trusted through the system's roots.
   */
  readonly sifenCaFile: string | null;
  readonly admin: { readonly username: string; readonly password: string | null };
  readonly serveFrontends: boolean;
  readonly frontendsDir: string;
  readonly remotes: { readonly pos: string; readonly operations: string; readonly admin: string };
  readonly logLevel: string;
  /** Touched every few seconds by the services without an HTTP port, for container health checks. */
  readonly heartbeatFile: string | null;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Configuración inválida:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const mode = e.DATABASE_URL ? 'distributed' : 'embedded';
  const dataDir = resolve(e.DATA_DIR);
  const eventStoreKind =
    e.EVENT_STORE ?? (e.EVENTSTORE_URL ? 'eventstoredb' : e.DATABASE_URL ? 'postgres' : 'pglite');
  const eventStore = toEventStoreConfig(eventStoreKind, e.DATABASE_URL, e.EVENTSTORE_URL);
  if (mode === 'embedded' && eventStore.kind !== 'pglite') {
    throw new ConfigError(`EVENT_STORE=${eventStore.kind} necesita DATABASE_URL (modo distribuido)`);
  }
  if (mode === 'distributed' && eventStore.kind === 'pglite') {
    throw new ConfigError('El modo distribuido no puede usar PGlite como almacén de eventos');
  }
  return {
    mode,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: e.DATABASE_URL
      ? { kind: 'postgres', connectionString: e.DATABASE_URL }
      : { kind: 'pglite', dataDir: resolve(dataDir, 'pglite') },
    eventStore,
    redisUrl: e.REDIS_URL ?? null,
    queuePrefix: e.QUEUE_PREFIX,
    sessionSecret: e.SESSION_SECRET ?? null,
    sessionTtlHours: e.SESSION_TTL_HOURS,
    loginAttemptsPerMinute: e.LOGIN_ATTEMPTS_PER_MINUTE,
    secretsKey: e.SECRETS_KEY ?? null,
    sifenCaFile: e.SIFEN_CA_FILE ? resolve(e.SIFEN_CA_FILE) : null,
    trustProxy: list(e.TRUST_PROXY),
    publicOrigins: list(e.PUBLIC_ORIGINS).map(toOrigin),
    admin: { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD ?? null },
    serveFrontends: e.SERVE_FRONTENDS ? e.SERVE_FRONTENDS === 'true' : mode === 'embedded',
    frontendsDir: resolve(e.FRONTENDS_DIR),
    remotes: {
      pos: e.REMOTE_POS_URL ?? '/remotes/pos/remoteEntry.js',
      operations: e.REMOTE_OPERATIONS_URL ?? '/remotes/operations/remoteEntry.js',
      admin: e.REMOTE_ADMIN_URL ?? '/remotes/admin/remoteEntry.js',
    },
    logLevel: e.LOG_LEVEL,
    heartbeatFile: e.HEARTBEAT_FILE ?? null,
  };
}

function toEventStoreConfig(
  kind: 'pglite' | 'postgres' | 'eventstoredb',
  databaseUrl: string | undefined,
  eventStoreUrl: string | undefined,
): EventStoreConfig {
  switch (kind) {
    case 'pglite':
      return { kind };
    case 'postgres':
      if (!databaseUrl) throw new ConfigError('EVENT_STORE=postgres necesita DATABASE_URL');
      return { kind, connectionString: databaseUrl };
    case 'eventstoredb':
      if (!eventStoreUrl) throw new ConfigError('EVENT_STORE=eventstoredb necesita EVENTSTORE_URL');
      return { kind, url: eventStoreUrl };
  }
}

/** A comma-separated setting as its items. */
function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function toOrigin(value: string): string {
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
  } catch {
    // told below
  }
  throw new ConfigError(`PUBLIC_ORIGINS: '${value}' no es un origen (https://servidor[:puerto])`);
}
