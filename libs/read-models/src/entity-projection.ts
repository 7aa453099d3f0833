import type { RecordedEvent } from '@lavadero/event-store/event-store';
import type { Selectable } from 'kysely';
import type { Database, ReadModelTransaction } from './database';
import type { Projection } from './projection';

type EntityTable = { [T in keyof Database]: Database[T] extends { id: string } ? T : never }[keyof Database];

export interface EntityProjectionSpec<T extends EntityTable, E> {
  readonly name: string;
  readonly table: T;
  readonly handles: readonly string[];
  /** The row an event belongs to. */
  readonly idOf: (event: E) => string;
  /** Pure: the row after the event; null means the row does not exist (or no longer does). */
  readonly evolve: (row: Selectable<Database[T]> | null, event: E) => Selectable<Database[T]> | null;
  /**
   * Event types that start a row from nothing (`evolve` ignores the row before them): a row whose
   * events in a batch begin with one of them is not read first. A registration at rush hour then
   * costs its batch no read.
   */
  readonly creates?: readonly TypeOf<E>[];
}

/**
 * A read model with one row per aggregate. Per batch it loads the touched rows once, folds the
 * events over them in memory and writes each changed row once, so catching up on many events
 * costs a few queries, not two per event.
 */
export function entityProjection<T extends EntityTable, E>(spec: EntityProjectionSpec<T, E>): Projection {
  return {
    name: spec.name,
    handles: spec.handles,
    tables: [spec.table],
    async applyBatch(trx: ReadModelTransaction, recorded: readonly RecordedEvent[]) {
      const events = recorded.map((e) => ({ type: e.type, data: e.data }) as E);
      const firstEvent = new Map<string, E>();
      for (const event of events)
        if (!firstEvent.has(spec.idOf(event))) firstEvent.set(spec.idOf(event), event);
      if (firstEvent.size === 0) return;
      const toRead = [...firstEvent]
        .filter(([, event]) => !spec.creates?.includes((event as { type: TypeOf<E> }).type))
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
      const rows = new Map<string, Row | null>(existing.map((row) => [row.id, row as Row]));
      const before = new Set(rows.keys());
      for (const event of events) {
        const id = spec.idOf(event);
        rows.set(id, spec.evolve((rows.get(id) ?? null) as never, event) as Row | null);
      }
      const upserts = [...rows.values()].filter((row): row is Row => row !== null);
      const deletes = [...rows.entries()]
        .filter(([id, row]) => row === null && before.has(id))
        .map(([id]) => id);
      if (deletes.length > 0)
        await trx
          .deleteFrom(spec.table as 'users')
          .where('id', 'in', deletes)
          .execute();
      if (upserts.length === 0) return;
      const columns = Object.keys(upserts[0]!).filter((c) => c !== 'id');
      await trx
        .insertInto(spec.table as 'users')
        .values(upserts as never)
        .onConflict((oc) =>
          oc
            .column('id')
            .doUpdateSet((eb) =>
              Object.fromEntries(columns.map((c) => [c, eb.ref(`excluded.${c}` as never)])),
            ),
        )
        .execute();
    },
  };
}

type Row = { id: string } & Record<string, unknown>;
type TypeOf<E> = E extends { readonly type: infer T } ? T : never;
