import { z } from './zod-es';

/** Where the admins' 'Verificar proyecciones' stands, as the screen names it. */
export const REPLAY_RUN_STATUSES = ['en_curso', 'coincide', 'difiere', 'fallida'] as const;
export const ReplayRunStatus = z.enum(REPLAY_RUN_STATUSES);
export type ReplayRunStatus = z.infer<typeof ReplayRunStatus>;

export const REPLAY_PHASE_LABELS: Record<string, string> = {
  copia: 'Copiando los modelos en vivo',
  reconstruccion: 'Reconstruyendo desde los eventos',
  comparacion: 'Comparando fila por fila',
};

export const ReplayDifferenceDto = z.object({
  table: z.string(),
  /** The row's primary key, e.g. `id=…`. */
  key: z.string(),
  /** Null: the whole row exists on one side only. */
  column: z.string().nullable(),
  live: z.string(),
  replayed: z.string(),
});
export type ReplayDifferenceDto = z.infer<typeof ReplayDifferenceDto>;

export const ReplayRunDto = z.object({
  runId: z.string(),
  status: ReplayRunStatus,
  /** Who asked, by name. */
  requestedBy: z.string().nullable(),
  requestedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** While running: the phase (REPLAY_PHASE_LABELS) and 0..100. */
  phase: z.string().nullable(),
  percent: z.number().int(),
  /** Once finished: the live checkpoints' position the comparison was made at. */
  position: z.string().nullable(),
  mixedPositions: z.boolean(),
  tables: z.number().int(),
  rowsCompared: z.number().int(),
  rowsDiffering: z.number().int(),
  /** The first differences (at most 200). */
  differences: z.array(ReplayDifferenceDto),
  failure: z.string().nullable(),
});
export type ReplayRunDto = z.infer<typeof ReplayRunDto>;

/** The last run, or null before the first. */
export const ReplayStatusReply = z.object({ run: ReplayRunDto.nullable() });
export type ReplayStatusReply = z.infer<typeof ReplayStatusReply>;

export const StartReplayReply = z.object({ runId: z.string() });
export type StartReplayReply = z.infer<typeof StartReplayReply>;
