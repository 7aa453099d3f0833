/**
 * Calendar days as a Paraguayan business counts them: the day in America/Asuncion, whatever the
 * server's own time zone, and day differences counted on the calendar, never as 24-hour spans.
 */
const asuncionDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Asuncion',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** 'YYYY-MM-DD' of the instant `now` in Asunción. */
export function asuncionToday(now: Date): string {
  return asuncionDay.format(now);
}

/** Whole calendar days from `from` to `to` (both 'YYYY-MM-DD'); negative when `to` is earlier. */
export function calendarDaysBetween(from: string, to: string): number {
  const utcMidnight = (day: string) => Date.parse(`${day}T00:00:00Z`);
  return Math.round((utcMidnight(to) - utcMidnight(from)) / 86_400_000);
}

/** 'DD/MM/AAAA' as Paraguayan screens write a day. */
export function formatDayEs(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

/**
 * The last millisecond of the calendar day `day` ('YYYY-MM-DD') in Asunción, as an ISO instant: an
 * account that expires on a day works through that whole Paraguayan day. Paraguay has been UTC-3 or,
 * in older winters, UTC-4: the next day starts at 03:00 or 04:00 UTC, whichever Asunción agrees with.
 */
export function asuncionEndOfDay(day: string): string {
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  for (const hour of ['03', '04']) {
    const start = Date.parse(`${next}T${hour}:00:00Z`);
    if (asuncionToday(new Date(start)) === next && asuncionToday(new Date(start - 1)) === day) {
      return new Date(start - 1).toISOString();
    }
  }
  return new Date(Date.parse(`${next}T03:00:00Z`) - 1).toISOString();
}
