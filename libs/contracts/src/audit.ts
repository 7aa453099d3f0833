import { z } from 'zod';
import { requiredCalendarDay } from './building-blocks';

/** The last daily anchor of the event log's hash chain (issue 20), and the head as it is now. */
export const ChainAnchorDto = z.object({
  /** The Asunción day it was recorded for, 'YYYY-MM-DD'. */
  day: z.string(),
  position: z.number().int(),
  hash: z.string(),
  anchoredAt: z.string(),
});
export type ChainAnchorDto = z.infer<typeof ChainAnchorDto>;

export const ChainStatusDto = z.object({
  /** Null before the fiscal worker's first anchor. */
  anchor: ChainAnchorDto.nullable(),
  /** Null where the event store keeps no chain (KurrentDB). */
  head: z.object({ position: z.number().int(), hash: z.string() }).nullable(),
});
export type ChainStatusDto = z.infer<typeof ChainStatusDto>;

/** The auditor's package: the events of the days from `from` to `to` (Asunción calendar days). */
export const AuditExportQuery = z
  .object({
    from: requiredCalendarDay('Indique el primer día del período', 'Primer día inválido'),
    to: requiredCalendarDay('Indique el último día del período', 'Último día inválido'),
  })
  .refine((q) => q.from <= q.to, { message: 'El período termina antes de empezar', path: ['to'] });
export type AuditExportQuery = z.infer<typeof AuditExportQuery>;
