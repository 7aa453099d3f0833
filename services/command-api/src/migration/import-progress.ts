import type { ImportPhase, ImportProgressDto } from '@lavadero/contracts/migration';

/**
 * Where each phase starts and ends on the page's bar, by what it cost on 50,000 records on
 * PostgreSQL: validating 5 s, loading and deciding 5 s, storing 22 s, the screens catching up 27 s.
 */
const SPAN: Record<ImportPhase, readonly [number, number]> = {
  validating: [0, 10],
  deciding: [10, 20],
  storing: [20, 55],
  projecting: [55, 99],
  done: [100, 100],
  failed: [100, 100],
};

/** How long a finished import's progress stays readable (the page's last poll comes after the reply). */
const KEEP_MS = 10 * 60_000;

/**
 * The progress of the imports running in this API process, keyed by the id the page sent, read by
 * GET /api/admin/migrate-json-data/progress/{importId} while the POST is still running.
 */
export class ImportProgressBoard {
  readonly #entries = new Map<string, ImportProgressDto>();

  report(importId: string, phase: ImportPhase, done = 0, total = 0): void {
    const [from, to] = SPAN[phase];
    const share = total > 0 ? Math.min(done / total, 1) : 0;
    this.#entries.set(importId, {
      importId,
      phase,
      done,
      total,
      percent: Math.floor(from + (to - from) * share),
    });
    if (phase === 'done' || phase === 'failed') {
      setTimeout(() => this.#entries.delete(importId), KEEP_MS).unref();
    }
  }

  read(importId: string): ImportProgressDto | undefined {
    return this.#entries.get(importId);
  }
}
