/**
 * 'YYYY-MM-DD' (a calendar day, no time) as 'dd/mm/yyyy'. Not through Date: '2026-11-18' parsed as a
 * Date is midnight UTC, which Paraguay (UTC-3) would show as the 17th.
 */
export function formatDay(day: string | null): string {
  const match = day ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(day) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '-';
}
