import type { ConfigChangeDto } from '@lavadero/contracts/company-config';

export type ConfigArea = 'Empresa' | 'DNIT';
export interface HistoryEntry extends ConfigChangeDto {
  readonly area: ConfigArea;
}

/** The company and DNIT histories as one list, newest first (ISO timestamps sort as text). */
export function mergeHistory(
  company: readonly ConfigChangeDto[],
  dnit: readonly ConfigChangeDto[],
): HistoryEntry[] {
  return [
    ...company.map((entry) => ({ ...entry, area: 'Empresa' as const })),
    ...dnit.map((entry) => ({ ...entry, area: 'DNIT' as const })),
  ].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
}
