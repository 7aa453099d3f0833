import { describe, expect, it } from 'vitest';
import { periodToOpen } from './open-period.job';

const midnightJune = new Date('2026-06-01T03:00:00.000Z'); // 00:00 on 1 June in Asunción

describe('the month the open-period job opens', () => {
  it('is the Paraguayan month of now when run by hand or at start-up', () => {
    expect(periodToOpen(new Date('2026-06-15T12:00:00.000Z'))).toBe('2026-06');
  });

  it('is the month the schedule fired for, even when this clock is still a moment behind', () => {
    expect(periodToOpen(new Date('2026-06-01T02:59:59.200Z'), midnightJune)).toBe('2026-06');
  });

  it('is the month of now when the job runs late (after a restart, or a retry)', () => {
    expect(periodToOpen(new Date('2026-07-01T03:00:02.000Z'), midnightJune)).toBe('2026-07');
  });
});
