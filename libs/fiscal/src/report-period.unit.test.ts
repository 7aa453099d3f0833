import { describe, expect, it } from 'vitest';
import { asuncionToday } from './asuncion-day';
import {
  addCalendarDays,
  daysOfRange,
  rangeLength,
  resolveReportPeriod,
  splitIntoMonths,
} from './report-period';

describe('report periods', () => {
  it('day is today against yesterday, across a year end', () => {
    expect(resolveReportPeriod({ period: 'day' }, '2027-01-01')).toEqual({
      current: { from: '2027-01-01', to: '2027-01-01' },
      previous: { from: '2026-12-31', to: '2026-12-31' },
    });
  });

  it('week runs from Monday to today against the same days of the week before', () => {
    // 2026-11-25 is a Wednesday.
    expect(resolveReportPeriod({ period: 'week' }, '2026-11-25')).toEqual({
      current: { from: '2026-11-23', to: '2026-11-25' },
      previous: { from: '2026-11-16', to: '2026-11-18' },
    });
    // A Sunday closes the week that began on Monday; a Monday starts a new one.
    expect(resolveReportPeriod({ period: 'week' }, '2026-11-29').current).toEqual({
      from: '2026-11-23',
      to: '2026-11-29',
    });
    expect(resolveReportPeriod({ period: 'week' }, '2026-11-30').current.from).toBe('2026-11-30');
    // A week that starts in one year and ends in the next.
    expect(resolveReportPeriod({ period: 'week' }, '2027-01-01')).toEqual({
      current: { from: '2026-12-28', to: '2027-01-01' },
      previous: { from: '2026-12-21', to: '2026-12-25' },
    });
  });

  it('month to date against the same days of the previous month, across a year end', () => {
    expect(resolveReportPeriod({ period: 'month' }, '2026-11-25')).toEqual({
      current: { from: '2026-11-01', to: '2026-11-25' },
      previous: { from: '2026-10-01', to: '2026-10-25' },
    });
    expect(resolveReportPeriod({ period: 'month' }, '2027-01-10').previous).toEqual({
      from: '2026-12-01',
      to: '2026-12-10',
    });
  });

  it('keeps the previous period the same length when the previous month is shorter', () => {
    expect(resolveReportPeriod({ period: 'month' }, '2027-03-31')).toEqual({
      current: { from: '2027-03-01', to: '2027-03-31' },
      previous: { from: '2027-01-29', to: '2027-02-28' },
    });
    // A leap February holds 29 days.
    expect(resolveReportPeriod({ period: 'month' }, '2028-03-29').previous).toEqual({
      from: '2028-02-01',
      to: '2028-02-29',
    });
  });

  it('quarter and year to date', () => {
    expect(resolveReportPeriod({ period: 'quarter' }, '2026-11-25')).toEqual({
      current: { from: '2026-10-01', to: '2026-11-25' },
      previous: { from: '2026-07-01', to: '2026-08-25' },
    });
    expect(resolveReportPeriod({ period: 'quarter' }, '2027-02-14').previous).toEqual({
      from: '2026-10-01',
      to: '2026-11-14',
    });
    expect(resolveReportPeriod({ period: 'year' }, '2026-11-25')).toEqual({
      current: { from: '2026-01-01', to: '2026-11-25' },
      previous: { from: '2025-01-01', to: '2025-11-25' },
    });
    // 2028 is a leap year: Dec 31 is its 366th day, one more than 2027 holds.
    expect(resolveReportPeriod({ period: 'year' }, '2028-12-31').previous).toEqual({
      from: '2026-12-31',
      to: '2027-12-31',
    });
  });

  it('custom compares with the same number of days just before', () => {
    expect(
      resolveReportPeriod({ period: 'custom', from: '2026-12-30', to: '2027-01-02' }, '2027-05-05'),
    ).toEqual({
      current: { from: '2026-12-30', to: '2027-01-02' },
      previous: { from: '2026-12-26', to: '2026-12-29' },
    });
  });

  it('every period and its previous one have the same length and do not overlap', () => {
    for (let i = 0; i < 800; i++) {
      const today = addCalendarDays('2026-01-01', i);
      for (const period of ['day', 'week', 'month', 'quarter', 'year'] as const) {
        const { current, previous } = resolveReportPeriod({ period }, today);
        expect(rangeLength(previous)).toBe(rangeLength(current));
        expect(previous.to < current.from).toBe(true);
        expect(current.to).toBe(today);
      }
    }
  });

  it('lists every day of a range, across month and year ends', () => {
    expect(daysOfRange({ from: '2026-12-30', to: '2027-01-01' })).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
    ]);
    expect(daysOfRange({ from: '2028-02-28', to: '2028-03-01' })).toHaveLength(3);
  });

  it('today is the Asunción day, which starts 3 hours after UTC midnight', () => {
    // 02:59 UTC on Jan 1 is still Dec 31, 23:59 in Asunción (UTC−3 all year, no DST since 2024).
    expect(asuncionToday(new Date('2027-01-01T02:59:00Z'))).toBe('2026-12-31');
    expect(asuncionToday(new Date('2027-01-01T03:00:00Z'))).toBe('2027-01-01');
    expect(
      resolveReportPeriod({ period: 'year' }, asuncionToday(new Date('2027-01-01T02:59:00Z'))).current,
    ).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });
});

describe('splitting a range into whole months and loose days', () => {
  it('keeps the loose days at both ends, across a year end', () => {
    expect(splitIntoMonths({ from: '2026-11-15', to: '2027-02-10' })).toEqual({
      months: { from: '2026-12', to: '2027-01' },
      days: [
        { from: '2026-11-15', to: '2026-11-30' },
        { from: '2027-02-01', to: '2027-02-10' },
      ],
    });
  });

  it('reads whole months only when the range starts on a 1st and ends on a last day', () => {
    expect(splitIntoMonths({ from: '2028-01-01', to: '2028-02-29' })).toEqual({
      months: { from: '2028-01', to: '2028-02' },
      days: [],
    });
    expect(splitIntoMonths({ from: '2026-11-01', to: '2026-11-25' })).toEqual({
      months: null,
      days: [{ from: '2026-11-01', to: '2026-11-25' }],
    });
  });

  it('leaves a range inside one month, or across a month end without a whole month, as days', () => {
    expect(splitIntoMonths({ from: '2026-11-20', to: '2026-12-05' })).toEqual({
      months: null,
      days: [{ from: '2026-11-20', to: '2026-12-05' }],
    });
  });

  it('covers every day of a range exactly once', () => {
    for (let i = 0; i < 400; i += 7) {
      const from = addCalendarDays('2026-01-01', i);
      for (const length of [1, 28, 31, 45, 90, 366]) {
        const range = { from, to: addCalendarDays(from, length - 1) };
        const { months, days } = splitIntoMonths(range);
        const covered = days.flatMap(daysOfRange);
        if (months) {
          covered.push(
            ...daysOfRange({ from: `${months.from}-01`, to: range.to }).filter(
              (d) => d.slice(0, 7) <= months.to,
            ),
          );
        }
        expect(covered.sort()).toEqual(daysOfRange(range));
      }
    }
  });
});
