import type { Queryable } from './append';

/** Set by `@lavadero/database/database-pool` on pools backed by one embedded PGlite session. */
const EMBEDDED_POOL = Symbol.for('lavadero.embeddedPool');

/**
 * Whether `db` is the embedded mode's PGlite: one session, which must never be lent to a
 * long-lived client (LISTEN), nor asked to run statements side by side.
 */
export function isEmbeddedPool(db: Queryable): boolean {
  return (db as unknown as Record<symbol, unknown>)[EMBEDDED_POOL] === true;
}
