import { describe, expect, it } from 'vitest';
import { asuncionDayBounds } from './asuncion-day-bounds';

describe("an Asunción day's bounds", () => {
  it('run from 03:00 UTC to the next 02:59:59.999 UTC under UTC-3', () => {
    expect(asuncionDayBounds('2026-11-26')).toEqual({
      from: '2026-11-26T03:00:00.000Z',
      to: '2026-11-27T02:59:59.999Z',
    });
  });
});
