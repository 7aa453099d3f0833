import { describe, expect, it } from 'vitest';
import { formatDay } from './format-day';

describe('formatDay', () => {
  it('shows a calendar day as dd/mm/yyyy, whatever the time zone', () => {
    expect(formatDay('2026-11-18')).toBe('18/11/2026');
    expect(formatDay(null)).toBe('-');
    expect(formatDay('18/11/2026')).toBe('-');
  });
});
