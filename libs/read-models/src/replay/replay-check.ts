import { randomBytes } from 'node:crypto';
import {
  comparePositions,
  type EventStore,
  type GlobalPosition,
  positionToString,
  type RecordedEvent,
  START,
} from '@lavadero/event-store/event-store';
import { sql } from 'kysely';
import { type Database, READ_MODEL_SCHEMA, type ReadModelDb } from '../database';
import { migrateReadModelsOn } from '../migrate';
import type { Projection } from '../projection';
import { ProjectionRunner } from '../projection-runner';
import { allProjections } from '../projections';
import { copyLiveReadModels } from './live-snapshot';
import { compareTable, type ReadModelDifference } from './table-differences';

/**
 * Columns that are local by nature and so left out of the comparison. None today: every projection
 * takes its times from the events (never now()) and its ids from the events (no serials). What is
 * local is whole tables, which are not compared: `checkpoints` (positions and an updated_at written
 * with the clock) and kysely's migration bookkeeping. A projection that ever stamps its own clock
 * names that column here.
 */
export const LOCAL_COLUMNS: Partial<Record<keyof Database, readonly string[]>> = {};

export type ReplayPhase = 'copia' | 'reconstruccion' | 'comparacion';

export interface ReplayProgress {
  readonly phase: ReplayPhase;
  /** 0..100 over the whole check. */
  readonly percent: number;
}

export interface ReplayCheckResult {
  /** Where the comparison was made: the live checkpoints, read in the same snapshot as the rows. */
  readonly position: string;
  /** True when some read model's checkpoint was elsewhere: each was replayed to its own. */
  readonly mixedPositions: boolean;
  readonly tables: number;
  readonly rowsCompared: number;
  readonly rowsDiffering: number;
  /** The first differing cells of each table (DIFFERENCES_LISTED_PER_TABLE rows at most). */
  readonly differences: readonly ReadModelDifference[];
}

export interface ReplayCheckOptions {
  readonly db: ReadModelDb;
  readonly store: EventStore;
  /** The live read models' schema. */
  readonly liveSchema?: string;
  readonly projections?: readonly Projection[];
  readonly onProgress?: (progress: ReplayProgress) => void | Promise<void>;
}

/**
 * `npm run audit:replay` and the admins' 'Verificar proyecciones' job: copies the live read models
 * with their checkpoints in one snapshot, replays every event up to exactly those checkpoints into a
 * scratch schema with the same migrations and projections, and compares the two table by table, row
 * by row. The live tables are only read (in one short transaction); both scratch schemas are dropped
 * at the end, whatever happens.
 */
export async function checkReadModelsAgainstReplay(options: ReplayCheckOptions): Promise<ReplayCheckResult> {
  const { db, store, liveSchema = READ_MODEL_SCHEMA, projections = allProjections } = options;
  const report = options.onProgress ?? (() => undefined);
  const raw = db.withoutPlugins();
  await dropAbandonedScratchSchemas(raw, Date.now());
  // The start time in the name: a run killed half-way leaves schemas a later run knows are old.
  const run = `${Math.floor(Date.now() / 1000)}_${randomBytes(4).toString('hex')}`;
  const schemas = { live: `replay_${run}_live`, replayed: `replay_${run}` };
  const tables = [...new Set(projections.flatMap((p) => p.tables))].map(snakeCase).sort();
  try {
    await report({ phase: 'copia', percent: 0 });
    const stored = await copyLiveReadModels(
      db,
      { schema: liveSchema, tables, projections: projections.map((p) => p.name) },
      schemas.live,
    );
    const target = [...stored.values()].reduce((a, b) => (comparePositions(a, b) >= 0 ? a : b), START);
    const positions = await settledPositions(store, projections, stored, target);
    await report({ phase: 'reconstruccion', percent: 5 });
    const scratch = db.withSchema(schemas.replayed);
    await migrateReadModelsOn(scratch, schemas.replayed);
    const first = (await store.readAll({ maxCount: 1 }))[0]?.position ?? START;
    const fraction = (at: GlobalPosition) => {
      const span = Number(target.prepare - first.prepare);
      return span <= 0 ? 1 : Math.min(1, Number(at.prepare - first.prepare) / span);
    };
    // One runner per checkpoint position: each read model stops exactly where its live twin stands.
    // Read models at different places are replayed one group after another: the bar never goes back.
    let percent = 5;
    for (const [place, group] of groupByPosition(projections, positions)) {
      await new ProjectionRunner(scratch, store, group).catchUpTo(place, {
        onBatch: (at) => {
          percent = Math.max(percent, 5 + Math.floor(fraction(at) * 75));
          return report({ phase: 'reconstruccion', percent });
        },
      });
    }
    const differences: ReadModelDifference[] = [];
    let rowsCompared = 0;
    let rowsDiffering = 0;
    for (const [i, table] of tables.entries()) {
      await report({ phase: 'comparacion', percent: 80 + Math.floor((i / tables.length) * 20) });
      const ignored = LOCAL_COLUMNS[camelCase(table) as keyof Database] ?? [];
      const comparison = await compareTable(raw, table, schemas, ignored.map(snakeCase));
      rowsCompared += comparison.rowsCompared;
      rowsDiffering += comparison.rowsDiffering;
      differences.push(...comparison.differences);
    }
    await report({ phase: 'comparacion', percent: 100 });
    const distinct = new Set([...positions.values()].map(positionToString));
    return {
      position: positionToString(target),
      mixedPositions: distinct.size > 1,
      tables: tables.length,
      rowsCompared,
      rowsDiffering,
      differences,
    };
  } finally {
    for (const schema of Object.values(schemas)) {
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(raw);
    }
  }
}

/**
 * Where each read model really stands. The runner writes the checkpoint of a read model only when a
 * batch changed it (the others move in memory, written at most once a second), so a stored
 * checkpoint may trail `target` although no event in between concerns its read model: that one
 * stands at `target` too. A read model with an event of its own types in between is truly behind,
 * and keeps its place (the replay then compares it there, and says the positions were mixed).
 */
async function settledPositions(
  store: EventStore,
  projections: readonly Projection[],
  stored: ReadonlyMap<string, GlobalPosition>,
  target: GlobalPosition,
): Promise<Map<string, GlobalPosition>> {
  const trailing = projections.filter((p) => comparePositions(stored.get(p.name) ?? START, target) < 0);
  const settled = new Map(stored);
  if (trailing.length === 0) return settled;
  const from = trailing
    .map((p) => stored.get(p.name) ?? START)
    .reduce((a, b) => (comparePositions(a, b) <= 0 ? a : b));
  const between: RecordedEvent[] = [];
  for (let after = from; ; ) {
    const page = (await store.readAll({ after, maxCount: 1_000 })).filter(
      (e) => comparePositions(e.position, target) <= 0,
    );
    between.push(...page);
    const last = page.at(-1);
    if (!last || page.length < 1_000) break;
    after = last.position;
  }
  for (const projection of trailing) {
    const at = stored.get(projection.name) ?? START;
    const handles = new Set(projection.handles);
    const behind = between.some((e) => comparePositions(e.position, at) > 0 && handles.has(e.type));
    if (!behind) settled.set(projection.name, target);
  }
  return settled;
}

/** No check runs this long: scratch schemas older than this were left by a process that died. */
const ABANDONED_AFTER_S = 24 * 60 * 60;

async function dropAbandonedScratchSchemas(raw: ReturnType<ReadModelDb['withoutPlugins']>, now: number) {
  const { rows } = await sql<{ name: string }>`
    select nspname as name from pg_namespace where nspname ~ '^replay_[0-9]+_[0-9a-f]+(_live)?$'`.execute(
    raw,
  );
  for (const { name } of rows) {
    const started = Number(name.split('_')[1]);
    if (now / 1000 - started > ABANDONED_AFTER_S) {
      await sql`drop schema if exists ${sql.id(name)} cascade`.execute(raw);
    }
  }
}

function groupByPosition(
  projections: readonly Projection[],
  positions: ReadonlyMap<string, GlobalPosition>,
): Map<GlobalPosition, Projection[]> {
  const byPlace = new Map<string, { at: GlobalPosition; group: Projection[] }>();
  for (const projection of projections) {
    const at = positions.get(projection.name) ?? START;
    const place = positionToString(at);
    const entry = byPlace.get(place) ?? { at, group: [] };
    entry.group.push(projection);
    byPlace.set(place, entry);
  }
  return new Map([...byPlace.values()].map(({ at, group }) => [at, group]));
}

/** kysely's names (CamelCasePlugin) to the tables' SQL names. */
function snakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

function camelCase(name: string): string {
  return name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
}
