import type { Selectable } from 'kysely';

/** The progress of a replay check, one row per run (see migration 014). */
export interface ReplayProgressTable {
  runId: string;
  /** 'copia' | 'reconstruccion' | 'comparacion' (ReplayPhase). */
  phase: string;
  percent: number;
  updatedAt: string;
}
export type ReplayProgressRow = Selectable<ReplayProgressTable>;
