import { z } from 'zod';

/**
 * GET /api/{sales|work-orders|customers|inventory}/{id}/history: an auditor's history, each event
 * already in words (libs/domain's `<entity>-history.ts`). `who` is a name or 'Sistema', never an id;
 * `at` an ISO instant the screen shows in Asunción time; `position` the event's place in the log's
 * hash chain (as audit:verify names it; the global position `commit:prepare` where the store keeps no
 * chain) and `hash` its link there, null where the store keeps none.
 */
export const HistoryLineDto = z.object({
  nombre: z.string(),
  cantidad: z.number(),
  precioUnitario: z.number(),
  subtotal: z.number(),
});
export type HistoryLineDto = z.infer<typeof HistoryLineDto>;

export const HistoryDetailDto = z.object({
  label: z.string(),
  value: z.string(),
  /** 'instant': an ISO instant, shown in Asunción time. */
  format: z.literal('instant').optional(),
});
export type HistoryDetailDto = z.infer<typeof HistoryDetailDto>;

export const HistoryEntryDto = z.object({
  kind: z.string(),
  title: z.string(),
  who: z.string(),
  at: z.string(),
  position: z.string(),
  hash: z.string().nullable(),
  details: z.array(HistoryDetailDto),
  /** Before and after of the lines; `before` null when there were none (an issue, a new order). */
  lines: z.object({ before: z.array(HistoryLineDto).nullable(), after: z.array(HistoryLineDto) }).nullable(),
});
export type HistoryEntryDto = z.infer<typeof HistoryEntryDto>;

export const HistoryDto = z.array(HistoryEntryDto);
export type HistoryDto = z.infer<typeof HistoryDto>;

/** The records with a history, as their routes name them. */
export const HISTORY_SUBJECTS = ['sales', 'work-orders', 'customers', 'inventory', 'cash-sessions'] as const;
export type HistorySubject = (typeof HISTORY_SUBJECTS)[number];
