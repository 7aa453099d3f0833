import type { BackupDocument, BackupEntity, ImportErrorDto } from '@lavadero/contracts/migration';
import { SYSTEM_RESET_STREAM_ID } from '@lavadero/domain/company/system-reset-decide';
import { DomainError, UnprocessableError } from '@lavadero/domain/shared/errors';
import type { EventStore } from '@lavadero/event-store/event-store';
import { handleMultiStreamCommand } from '@lavadero/event-store/handle-command';
import type { Actor, ReadModelProgress } from '../plugins/commands';
import type { AnyEntityHandler } from './entities/entity-handler';
import { entityHandlers } from './entities/registry';
import { ImportContext } from './import-context';
import type { ImportProgressBoard } from './import-progress';

export type EntityCounts = Record<BackupEntity, { created: number; skipped: number }>;

export interface ImportDeps {
  readonly store: EventStore;
  readonly readModels: ReadModelProgress;
  readonly progress: ImportProgressBoard;
}

interface ParsedRecord {
  readonly handler: AnyEntityHandler;
  /** The record's place in its entity's list in the file, for the error table. */
  readonly index: number;
  readonly record: never;
}

/** How long the reply waits for the screens to show an import (a large one takes a while to project). */
const PROJECTION_WAIT_MS = 5 * 60_000;
/** The decision loop is CPU work: it lets the progress reads in every this many records. */
const YIELD_EVERY = 500;
const yieldToEventLoop = () => new Promise((resolve) => setImmediate(resolve));

function refused(errors: readonly ImportErrorDto[]): UnprocessableError {
  return new UnprocessableError('IMPORT_INVALID', 'Error al migrar datos', { errors });
}

/** Every record through its entity's live schema; all the problems of the file at once. */
async function parseAll(document: BackupDocument, importId: string, deps: ImportDeps) {
  const total = entityHandlers.reduce((n, h) => n + document.data[h.entity].length, 0);
  const parsed: ParsedRecord[] = [];
  const errors: ImportErrorDto[] = [];
  let done = 0;
  for (const handler of entityHandlers) {
    const records = document.data[handler.entity].map((input, index) => {
      const result = handler.schema.safeParse(input);
      if (!result.success) {
        for (const issue of result.issues) {
          const field = issue.path.join('.');
          errors.push({ entity: handler.entity, index, field: field || null, message: issue.message });
        }
      }
      return { handler, index, record: (result.success ? result.data : null) as never };
    });
    const { sortKey } = handler;
    if (sortKey) records.sort((a, b) => sortKey(a.record).localeCompare(sortKey(b.record)));
    parsed.push(...records);
    done += records.length;
    deps.progress.report(importId, 'validating', done, total);
    await yieldToEventLoop();
  }
  if (errors.length > 0) throw refused(errors);
  return parsed;
}

/**
 * POST /api/admin/migrate-json-data: all or nothing. Every record is validated with the live
 * routes' schemas, then decided by the live deciders (import commands where a live rule cannot
 * apply to history) over the streams loaded in one round trip; one refused record and nothing is
 * stored. Otherwise every event goes out in ONE atomic multi-stream append with the revisions read
 * (a concurrent live write makes it decide again on fresh state), its metadata saying it was
 * imported, by whom and in which import. Records already present are skipped: a second import of
 * the same file appends nothing.
 */
export async function importBackup(
  deps: ImportDeps,
  actor: Actor & { readonly userId: string },
  importId: string,
  document: BackupDocument,
  now: string,
): Promise<EntityCounts> {
  const parsed = await parseAll(document, importId, deps);
  const streamIds = new Set<string>([SYSTEM_RESET_STREAM_ID]);
  for (const { handler, record } of parsed) for (const id of handler.streamsOf(record)) streamIds.add(id);

  let counts = emptyCounts();
  const metadata = {
    userId: actor.userId,
    correlationId: actor.correlationId,
    occurredAt: now,
    imported: true,
    importId,
  };
  const { appended, position } = await handleMultiStreamCommand(
    deps.store,
    [...streamIds],
    async (histories) => {
      const epochStart = histories.get(SYSTEM_RESET_STREAM_ID)?.at(-1)?.position ?? null;
      const ctx = new ImportContext(histories, epochStart, actor.userId, now);
      counts = emptyCounts();
      const errors: ImportErrorDto[] = [];
      for (const [done, { handler, index, record }] of parsed.entries()) {
        try {
          counts[handler.entity][await handler.importRecord(ctx, record)]++;
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          errors.push({ entity: handler.entity, index, field: null, message: error.message });
        }
        if (done % YIELD_EVERY === 0) {
          deps.progress.report(importId, 'deciding', done, parsed.length);
          await yieldToEventLoop();
        }
      }
      if (errors.length > 0) throw refused(errors);
      deps.progress.report(importId, 'storing');
      return ctx.decisions();
    },
    metadata,
  );
  if (position) {
    deps.progress.report(importId, 'projecting');
    const eventTypes = [...new Set(appended.flatMap((a) => a.events.map((e) => e.type)))];
    await deps.readModels.waitFor(position, { eventTypes, timeoutMs: PROJECTION_WAIT_MS });
  }
  return counts;
}

function emptyCounts(): EntityCounts {
  return Object.fromEntries(
    entityHandlers.map((h) => [h.entity, { created: 0, skipped: 0 }]),
  ) as EntityCounts;
}
