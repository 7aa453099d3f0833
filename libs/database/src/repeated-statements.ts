import pg from 'pg';

/**
 * The statement texts of one pool, and the name of each that came back. The read models' queries
 * (kysely) and most of the event store's are sent unnamed, so PostgreSQL parsed and planned each
 * one on every run: under load, parsing and planning a projection's two statements cost more than
 * running them. A text seen a second time gets a name, and from then on each connection parses it
 * once and PostgreSQL keeps its plan (a generic one, once it is as cheap as a custom one).
 * Texts are only ever added, so both maps are bounded: past them, a statement stays unnamed.
 */
export class RepeatedStatements {
  readonly #names = new Map<string, string | null>();
  #named = 0;

  constructor(
    private readonly limits = {
      /** Distinct statements named at most; each is kept by every connection that runs it. */
      named: 1_000,
      /** Distinct texts followed, at most, to see whether they come back. */
      followed: 5_000,
    },
  ) {}

  /** The name to send `text` under, or undefined to send it unnamed (first sight, or past the bounds). */
  nameFor(text: string): string | undefined {
    const known = this.#names.get(text);
    if (known) return known;
    if (known === null) {
      if (this.#named >= this.limits.named) return undefined;
      const name = `lavadero_${++this.#named}`;
      this.#names.set(text, name);
      return name;
    }
    if (this.#names.size < this.limits.followed) this.#names.set(text, null);
    return undefined;
  }
}

/**
 * A pg client class that sends the pool's repeated statements named. Only `query(text, values[,
 * callback])` changes, the form kysely and pg's pool use: with values, the statement already goes
 * through the extended protocol, one statement per text, which a name does not change. Text without
 * values (a script of several statements) and queries given as objects (which name themselves) go
 * as they come. pg's own `query` is looked up at each call, as a method of a subclass would be.
 * `Base`: the client class to name statements for (PGlite's, whose clients share one session).
 */
export function clientNamingRepeatedStatements(
  statements: RepeatedStatements,
  Base: typeof pg.Client = pg.Client,
): typeof pg.Client {
  class NamingClient extends Base {}
  NamingClient.prototype.query = function (
    this: pg.Client,
    text: unknown,
    values?: unknown,
    callback?: unknown,
  ) {
    const query = (...args: unknown[]) =>
      (pg.Client.prototype.query as (...a: unknown[]) => unknown).apply(this, args);
    const name = typeof text === 'string' && Array.isArray(values) ? statements.nameFor(text) : undefined;
    if (name === undefined)
      return callback === undefined ? query(text, values) : query(text, values, callback);
    const config = { name, text, values };
    return callback === undefined ? query(config) : query(config, callback);
  } as typeof pg.Client.prototype.query;
  return NamingClient;
}
