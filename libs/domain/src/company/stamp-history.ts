import type { Decider, Message } from '../shared/decider';

/**
 * The stamps (timbrado with its establecimiento and punto de expedición) the company has issued
 * under besides the one configured now: a backup's sales under an earlier stamp record it here, so an
 * auditor reads which series the imported invoices belong to. Recorded once per stamp.
 */
export const STAMP_HISTORY_STREAM_ID = 'company-stamp-history';

export interface HistoricStamp {
  readonly timbrado: string;
  readonly establecimiento: string;
  readonly puntoExpedicion: string;
  /** 'YYYY-MM-DD'; `hasta` null for an electronic stamp. */
  readonly desde: string;
  readonly hasta: string | null;
}

export type HistoricStampRecorded = Message<
  'HistoricStampRecorded',
  HistoricStamp & { readonly source: 'import'; readonly userId: string; readonly at: string }
>;
export type RecordHistoricStamp = Message<'RecordHistoricStamp', HistoricStampRecorded['data']>;

export const stampKey = (s: Pick<HistoricStamp, 'timbrado' | 'establecimiento' | 'puntoExpedicion'>) =>
  `${s.timbrado}|${s.establecimiento}|${s.puntoExpedicion}`;

export const stampHistoryDecider: Decider<ReadonlySet<string>, RecordHistoricStamp, HistoricStampRecorded> = {
  initialState: () => new Set<string>(),
  evolve: (known, event) => new Set([...known, stampKey(event.data)]),
  decide: ({ data }, known) => (known.has(stampKey(data)) ? [] : [{ type: 'HistoricStampRecorded', data }]),
};
