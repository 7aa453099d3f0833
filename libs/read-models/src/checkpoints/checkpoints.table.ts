import type { Selectable } from 'kysely';

/** How far each projection (and each event subscriber, like the fiscal worker) has read the global order. */
export interface CheckpointsTable {
  name: string;
  /** GlobalPosition.commit; -1 before the first event. bigint comes back as a string from `pg`. */
  commitPosition: string | number | bigint;
  preparePosition: string | number | bigint;
  updatedAt: string;
}
export type CheckpointRow = Selectable<CheckpointsTable>;
