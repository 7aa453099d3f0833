import { describe, expect, it } from 'vitest';
import { asuncionEndOfDay, asuncionToday } from './asuncion-day';

describe('asuncionEndOfDay', () => {
  it('is the last millisecond of the Paraguayan day (UTC-3 since October 2024)', () => {
    expect(asuncionEndOfDay('2026-12-31')).toBe('2027-01-01T02:59:59.999Z');
    expect(asuncionToday(new Date('2027-01-01T02:59:59.999Z'))).toBe('2026-12-31');
  });

  it('follows the UTC-4 winters Paraguay used to have', () => {
    expect(asuncionEndOfDay('2023-07-15')).toBe('2023-07-16T03:59:59.999Z');
  });
});
