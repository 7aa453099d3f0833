import { describe, expect, it } from 'vitest';
import { creditAmountOf } from './credit-amount';

describe('what of a sale is owed on the account', () => {
  it('is the whole total of a sale paid on account, nothing of one paid otherwise', () => {
    expect(creditAmountOf({ medioPago: 'cuenta', total: 85_000 })).toBe(85_000);
    expect(creditAmountOf({ medioPago: 'efectivo', total: 85_000 })).toBe(0);
  });

  it('is only the cuenta part of a split payment', () => {
    const pagos = [
      { medio: 'efectivo', monto: 20_000, entregado: 50_000 },
      { medio: 'cuenta', monto: 65_000 },
    ] as const;
    expect(creditAmountOf({ medioPago: 'efectivo', total: 85_000, pagos: [...pagos] })).toBe(65_000);
  });
});
