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
