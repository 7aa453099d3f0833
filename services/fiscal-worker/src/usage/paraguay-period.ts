/**
 * Usage is counted per calendar month in Paraguay. Since October 2024 Paraguay keeps UTC-3 all year,
 * but the zone rules come from the runtime's tz database rather than a fixed offset, so a future
 * change there needs no code change here.
 */
export const PARAGUAY_TIME_ZONE = 'America/Asuncion';

const yearAndMonth = new Intl.DateTimeFormat('en-US', {
  timeZone: PARAGUAY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
});

/** The usage period ('YYYY-MM') that `instant` falls in, on the Paraguayan calendar. */
export function usagePeriodAt(instant: Date): string {
  const parts = yearAndMonth.formatToParts(instant);
  const year = parts.find((p) => p.type === 'year')?.value;
  const month = parts.find((p) => p.type === 'month')?.value;
  if (!year || !month) throw new Error(`Cannot tell the Paraguayan month of ${instant.toISOString()}`);
  return `${year.padStart(4, '0')}-${month}`;
}
