import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextFiring, setTimerAt } from './cron';

const monthly = { pattern: '0 0 1 * *', tz: 'America/Asuncion' };

describe('cron firings', () => {
  it('reads the pattern in the schedule time zone', () => {
    expect(nextFiring(monthly, new Date('2026-05-31T23:00:00.000Z'))).toEqual(
      new Date('2026-06-01T03:00:00.000Z'),
    );
    expect(nextFiring(monthly, new Date('2026-12-15T00:00:00.000Z'))).toEqual(
      new Date('2027-01-01T03:00:00.000Z'),
    );
  });

  it('never returns the instant it starts from', () => {
    const firing = new Date('2026-06-01T03:00:00.000Z');
    expect(nextFiring(monthly, firing)).toEqual(new Date('2026-07-01T03:00:00.000Z'));
  });

  it('refuses a pattern it cannot read', () => {
    expect(() => nextFiring({ pattern: 'every monday', tz: 'UTC' }, new Date())).toThrow();
  });
});

describe('timers further away than setTimeout allows', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fires a 40-day timer on the day, not at once', () => {
    vi.useFakeTimers({ now: new Date('2026-05-01T00:00:00.000Z') });
    const onDue = vi.fn();
    setTimerAt(new Date('2026-06-10T00:00:00.000Z'), onDue);
    vi.advanceTimersByTime(39 * 24 * 3600 * 1000);
    expect(onDue).not.toHaveBeenCalled();
    vi.advanceTimersByTime(24 * 3600 * 1000);
    expect(onDue).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled', () => {
    vi.useFakeTimers();
    const onDue = vi.fn();
    setTimerAt(new Date(Date.now() + 1000), onDue).cancel();
    vi.advanceTimersByTime(2000);
    expect(onDue).not.toHaveBeenCalled();
  });
});
