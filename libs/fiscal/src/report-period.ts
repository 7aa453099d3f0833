import { calendarDaysBetween } from './asuncion-day';

/**
 * The periods of the reports screen, as calendar days in Asunción (`today` comes from
 * `asuncionToday`, so the owner's midnight, not the server's, starts a new day).
 *
 * - day: today.
 * - week: Monday of this week to today (ISO weeks start on Monday).
 * - month / quarter / year: the first day of this month / quarter (Jan, Apr, Jul, Oct) / year to today.
 * - custom: `from` to `to`, both included.
 *
 * The previous period always has the same number of days, so growth compares like with like. For the
 * calendar periods it starts on the first day of the previous day / week / month / quarter / year
 * (Nov 1–25 is compared with Oct 1–25); when the previous unit is shorter and that stretch would run
 * into the current period, it is the same number of days ending the day before (Mar 1–31 with
 * Jan 29–Feb 28). For a custom period it is the same number of days ending the day before `from`.
 */
export const REPORT_PERIODS = ['day', 'week', 'month', 'quarter', 'year', 'custom'] as const;
export type ReportPeriodName = (typeof REPORT_PERIODS)[number];

/** A custom period spans at most this many days (a leap year). */
export const MAX_CUSTOM_PERIOD_DAYS = 366;

/** Both ends included, 'YYYY-MM-DD'. */
export interface DayRange {
  readonly from: string;
  readonly to: string;
}

export interface ResolvedReportPeriod {
  readonly current: DayRange;
  readonly previous: DayRange;
}

export type ReportPeriodRequest =
  | { readonly period: Exclude<ReportPeriodName, 'custom'> }
  | { readonly period: 'custom'; readonly from: string; readonly to: string };

/** The day `days` calendar days after `day` (before, when negative). */
export function addCalendarDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Number of days in the range, both ends included. */
export function rangeLength(range: DayRange): number {
  return calendarDaysBetween(range.from, range.to) + 1;
}

/** Every day of the range, in order. */
export function daysOfRange(range: DayRange): string[] {
  return Array.from({ length: rangeLength(range) }, (_, i) => addCalendarDays(range.from, i));
}

/** The first day of the month `monthsBack` months before the month of `day`. */
function monthStart(day: string, monthsBack: number): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - monthsBack;
  const y = Math.floor(index / 12);
  return `${String(y).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** Where the current unit starts, and where the one before it starts. */
function unitStarts(period: Exclude<ReportPeriodName, 'custom'>, today: string): [string, string] {
  const month = Number(today.slice(5, 7));
  switch (period) {
    case 'day':
      return [today, addCalendarDays(today, -1)];
    case 'week': {
      // getUTCDay: Sunday 0 … Saturday 6; Monday is 0 days back, Sunday 6.
      const monday = addCalendarDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
      return [monday, addCalendarDays(monday, -7)];
    }
    case 'month':
      return [monthStart(today, 0), monthStart(today, 1)];
    case 'quarter': {
      const intoQuarter = (month - 1) % 3;
      return [monthStart(today, intoQuarter), monthStart(today, intoQuarter + 3)];
    }
    case 'year':
      return [monthStart(today, month - 1), monthStart(today, month - 1 + 12)];
    default: {
      const unknown: never = period;
      throw new Error(`Unknown report period ${String(unknown)}`);
    }
  }
}

/** The current and previous ranges of a report request, given today's date in Asunción. */
export function resolveReportPeriod(request: ReportPeriodRequest, today: string): ResolvedReportPeriod {
  if (request.period === 'custom') {
    const current = { from: request.from, to: request.to };
    const to = addCalendarDays(current.from, -1);
    return { current, previous: { from: addCalendarDays(to, 1 - rangeLength(current)), to } };
  }
  const [from, previousFrom] = unitStarts(request.period, today);
  const current = { from, to: today };
  const length = rangeLength(current);
  const previousTo = addCalendarDays(previousFrom, length - 1);
  if (previousTo < from) return { current, previous: { from: previousFrom, to: previousTo } };
  const to = addCalendarDays(from, -1);
  return { current, previous: { from: addCalendarDays(to, 1 - length), to } };
}

/** A range as whole calendar months ('YYYY-MM', both included) plus the loose days at either end. */
export interface MonthSplit {
  readonly months: { readonly from: string; readonly to: string } | null;
  readonly days: readonly DayRange[];
}

const lastDayOfMonth = (month: string) => addCalendarDays(monthStart(`${month}-01`, -1), -1);

/**
 * Splits a range so a report can read whole months from a monthly table and only the loose days
 * from a daily one: Jan 15–Apr 10 is Feb–Mar plus Jan 15–31 and Apr 1–10.
 */
export function splitIntoMonths(range: DayRange): MonthSplit {
  const firstFull = range.from.endsWith('-01')
    ? range.from.slice(0, 7)
    : monthStart(range.from, -1).slice(0, 7);
  const lastFull =
    lastDayOfMonth(range.to.slice(0, 7)) === range.to
      ? range.to.slice(0, 7)
      : monthStart(range.to, 1).slice(0, 7);
  if (firstFull > lastFull) return { months: null, days: [range] };
  const days: DayRange[] = [];
  if (`${firstFull}-01` > range.from)
    days.push({ from: range.from, to: addCalendarDays(`${firstFull}-01`, -1) });
  const afterLast = monthStart(`${lastFull}-01`, -1);
  if (afterLast <= range.to) days.push({ from: afterLast, to: range.to });
  return { months: { from: firstFull, to: lastFull }, days };
}
