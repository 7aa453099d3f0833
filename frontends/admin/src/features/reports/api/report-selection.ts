import { ReportQuery, type ReportQueryInput } from '@lavadero/contracts/reports';
import type { ReportPeriodName } from '@lavadero/fiscal/report-period';

/** What the toolbar has chosen: a period, and the Desde/Hasta days used when it is 'custom'. */
export interface ReportSelection {
  readonly period: ReportPeriodName;
  readonly from: string;
  readonly to: string;
}

/**
 * The query string the three reports share, or the Spanish reason it cannot be sent yet (a custom
 * period with a missing or reversed day): checked with the server's own schema.
 */
export function reportQueryString(selection: ReportSelection): { query: string } | { error: string } {
  const input: ReportQueryInput =
    selection.period === 'custom'
      ? { period: 'custom', from: selection.from, to: selection.to }
      : { period: selection.period };
  const parsed = ReportQuery.safeParse(input);
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? 'Período inválido' };
  return { query: new URLSearchParams(input as Record<string, string>).toString() };
}
