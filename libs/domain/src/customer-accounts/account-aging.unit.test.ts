import { describe, expect, it } from 'vitest';
import { agingOf } from './account-aging';

const today = '2026-11-26';
const charge = (saleId: string, fecha: string, monto: number) => ({ saleId, fecha, monto });

describe('the aging of an account', () => {
  it('puts each unpaid charge in its bucket by calendar days, edges included', () => {
    const charges = [
      charge('a', '2026-10-27', 1_000), // 30 days
      charge('b', '2026-10-26', 2_000), // 31
      charge('c', '2026-08-28', 3_000), // 90
      charge('d', '2026-08-27', 4_000), // 91
    ];
    expect(agingOf(charges, 0, today)).toEqual({
      d0_30: 1_000,
      d31_60: 2_000,
      d61_90: 3_000,
      d90_mas: 4_000,
    });
  });

  it('settles the oldest charges first', () => {
    const charges = [charge('new', '2026-11-20', 10_000), charge('old', '2026-07-01', 10_000)];
    expect(agingOf(charges, 15_000, today)).toEqual({ d0_30: 5_000, d31_60: 0, d61_90: 0, d90_mas: 0 });
  });

  it('owes nothing when the payments cover every charge', () => {
    expect(agingOf([charge('a', '2026-01-01', 5_000)], 7_000, today)).toEqual({
      d0_30: 0,
      d31_60: 0,
      d61_90: 0,
      d90_mas: 0,
    });
  });
});
