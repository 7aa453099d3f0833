import pg from 'pg';

/**
 * Starts the distributed mode for the browser tests on a database of their own, emptied first, so
 * every run begins from the first start (admin bootstrap included).
 */
const url = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/lavadero_e2e');
const name = url.pathname.slice(1);
if (!/^lavadero_e2e\w*$/.test(name))
  throw new Error(`Refusing to empty a database not meant for tests: ${name}`);
const admin = new URL(url);
admin.pathname = '/postgres';
const client = new pg.Client({ connectionString: admin.toString() });
await client.connect();
await client.query(`drop database if exists ${name} with (force)`);
await client.end();

await import('../../scripts/start-distributed');
