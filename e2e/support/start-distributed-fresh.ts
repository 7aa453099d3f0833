import { Redis } from 'ioredis';
import pg from 'pg';

/**
 * Starts the distributed mode for the browser tests on a database and a Redis prefix of their own,
 * both emptied first, so every run begins from the first start (admin bootstrap included). Redis
 * outlives a run: a job id kept from an earlier run of the same day (the daily chain anchor's) would
 * otherwise make this run's start enqueue nothing.
 */
const url = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/lavadero_e2e');
const name = url.pathname.slice(1);
if (!/^lavadero_e2e\w*$/.test(name))
  throw new Error(`Refusing to empty a database not meant for tests: ${name}`);
const prefix = process.env.QUEUE_PREFIX ?? '';
if (!/^lavadero-e2e\w*$/.test(prefix))
  throw new Error(`Refusing to empty a Redis prefix not meant for tests: ${prefix}`);

const admin = new URL(url);
admin.pathname = '/postgres';
const client = new pg.Client({ connectionString: admin.toString() });
await client.connect();
await client.query(`drop database if exists ${name} with (force)`);
await client.end();

const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
for await (const keys of redis.scanStream({ match: `${prefix}:*`, count: 500 }))
  if ((keys as string[]).length > 0) await redis.unlink(...(keys as string[]));
redis.disconnect();

await import('../../scripts/start-distributed');
