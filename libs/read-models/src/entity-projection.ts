import type { RecordedEvent } from '@lavadero/event-store/event-store';
import type { Insertable, OperationNodeSource, Selectable } from 'kysely';
import type { BatchWrites } from './batch-writes';
import type { Database, ReadModelTransaction } from './database';
import type { Projection } from './projection';

type EntityTable = { [T in keyof Database]: Database[T] extends { id: string } ? T : never }[keyof Database];

export interface EntityProjectionSpec<T extends EntityTable, E, V = Selectable<Database[T]>> {
  readonly name: string;
  readonly table: T;
  readonly handles: readonly string[];
  /** The row an event belongs to. */
  readonly idOf: (event: E) => string;
  /** Pure: the row after the event; null means the row does not exist (or no longer does). */
  readonly evolve: (row: V | null, event: E) => V | null;
  /**
   * For a table whose row is not what the fold works on (jsonb columns written as JSON text): the
   * view from a stored row, and the row to write from a view. Both are the row itself by default.
   */
  readonly fromRow?: (row: Selectable<Database[T]>) => V;
  readonly toRow?: (view: V) => Insertable<Database[T]>;
  /**
   * Event types that start a row from nothing (`evolve` ignores the row before them): a row whose
   * events in a batch begin with one of them is not read first. A registration at rush hour then
   * costs its batch no read.
   */
  readonly creates?: readonly TypeOf<E>[];
  /**
   * Changes one statement can make to stored rows without reading them (a month's count, a stock
   * level): a row whose events in a batch are all of `types` is not read or folded here; `write`
   * gets those rows' events, in order, and returns the one statement that changes them all. A
   * sale's batch then costs such a read model no read, and its write goes with the batch's others.
   */
  readonly writesWithoutReading?: {
    readonly types: readonly TypeOf<E>[];
    readonly write: (
      trx: ReadModelTransaction,
      eventsByRow: ReadonlyMap<string, readonly E[]>,
    ) => OperationNodeSource;
  };
}

/**
 * A read model with one row per aggregate. Per batch it loads the touched rows once, folds the
 * events over them in memory and writes each changed row once, so catching up on many events
 * costs a few queries, not two per event. Its writes (rows written unread, deleted, upserted: each
 * row in one of them) depend on nothing but the read, so all of them go with the batch's others.
 */
export function entityProjection<T extends EntityTable, E, V = Selectable<Database[T]>>(
  spec: EntityProjectionSpec<T, E, V>,
): Projection {
  const fromRow = spec.fromRow ?? ((row) => row as V);
  const toRow = spec.toRow ?? ((view) => view as Insertable<Database[T]>);
  return {
    name: spec.name,
    handles: spec.handles,
    tables: [spec.table],
    defersWrites: () => true,
    async applyBatch(trx: ReadModelTransaction, recorded: readonly RecordedEvent[], writes: BatchWrites) {
      const eventsByRow = new Map<string, E[]>();
      for (const { type, data } of recorded) {
        const event = { type, data } as E;
        const id = spec.idOf(event);
        const events = eventsByRow.get(id);
        if (events) events.push(event);
        else eventsByRow.set(id, [event]);
      }
      const unread = spec.writesWithoutReading;
      if (unread) {
        const written = new Map(
          [...eventsByRow].filter(([, events]) => events.every((e) => unread.types.includes(typeOf(e)))),
        );
        if (written.size > 0) writes.add(unread.write(trx, written));
        for (const id of written.keys()) eventsByRow.delete(id);
      }
      if (eventsByRow.size === 0) return;
      const toRead = [...eventsByRow]
        .filter(([, events]) => !spec.creates?.includes(typeOf(events[0]!)))
        .map(([id]) => id);
      // kysely cannot type a query over "any entity table" (hence `as 'users'`); the spec's types
      // keep the callers honest.
      const existing =
        toRead.length === 0
          ? []
          : await trx
              .selectFrom(spec.table as 'users')
              .selectAll()
              .where('id', 'in', toRead)
              .execute();
      const rows = new Map<string, V | null>(existing.map((row) => [row.id, fromRow(row as never)]));
      const before = new Set(rows.keys());
      for (const [id, events] of eventsByRow) rows.set(id, events.reduce(spec.evolve, rows.get(id) ?? null));
      const upserts = [...rows.values()].filter((row): row is V => row !== null).map((v) => toRow(v) as Row);
      const deletes = [...rows.entries()]
        .filter(([id, row]) => row === null && before.has(id))
        .map(([id]) => id);
      if (deletes.length > 0) writes.add(trx.deleteFrom(spec.table as 'users').where('id', 'in', deletes));
      if (upserts.length === 0) return;
      const columns = Object.keys(upserts[0]!).filter((c) => c !== 'id');
      writes.add(
        trx
          .insertInto(spec.table as 'users')
          .values(upserts as never)
          .onConflict((oc) =>
            oc
              .column('id')
              .doUpdateSet((eb) =>
                Object.fromEntries(columns.map((c) => [c, eb.ref(`excluded.${c}` as never)])),
              ),
          ),
      );
    },
  };
}

type Row = { id: string } & Record<string, unknown>;
type TypeOf<E> = E extends { readonly type: infer T } ? T : never;
const typeOf = <E>(event: E) => (event as { type: TypeOf<E> }).type;
