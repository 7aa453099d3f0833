import { describe, expect, it } from 'vitest';
import {
  addPart,
  changeOf,
  changePart,
  followTotal,
  partsReady,
  remainingOf,
  removePart,
  wholeInCash,
} from './payment-parts';

describe('the payment parts of the sale dialog', () => {
  it('starts with one cash part that follows the total', () => {
    expect(followTotal(wholeInCash(0), 85_000)).toEqual([{ medio: 'efectivo', monto: 85_000 }]);
    expect(partsReady(followTotal(wholeInCash(0), 85_000), 85_000)).toBe(true);
  });

  it('adds the next unused method with what remains, and shows what is left to assign', () => {
    const cash = changePart(wholeInCash(85_000), 0, { monto: 35_000 });
    expect(remainingOf(cash, 85_000)).toBe(50_000);
    expect(partsReady(cash, 85_000)).toBe(false);
    const split = addPart(cash, 85_000);
    expect(split[1]).toEqual({ medio: 'tarjeta_credito', monto: 50_000 });
    expect(remainingOf(split, 85_000)).toBe(0);
    expect(partsReady(split, 85_000)).toBe(true);
    // Several parts keep what was typed when the total moves: the dialog then shows the difference.
    expect(followTotal(split, 100_000)).toEqual(split);
    expect(partsReady(split, 100_000)).toBe(false);
    expect(removePart(split, 0, 85_000)).toEqual([{ medio: 'tarjeta_credito', monto: 85_000 }]);
  });

  it('gives change on the cash part once enough was handed over, and drops it off a card part', () => {
    const tendered = changePart(wholeInCash(85_000), 0, { entregado: 100_000 });
    expect(changeOf(tendered[0]!)).toBe(15_000);
    expect(partsReady(tendered, 85_000)).toBe(true);
    const short = changePart(tendered, 0, { entregado: 80_000 });
    expect(changeOf(short[0]!)).toBeNull();
    expect(partsReady(short, 85_000)).toBe(false);
    expect(changePart(tendered, 0, { medio: 'cheque' })).toEqual([{ medio: 'cheque', monto: 85_000 }]);
  });

  it('refuses two parts of one method, a zero part and fractions', () => {
    const twice = [
      { medio: 'efectivo', monto: 40_000 },
      { medio: 'efectivo', monto: 45_000 },
    ] as const;
    expect(partsReady(twice, 85_000)).toBe(false);
    expect(
      partsReady(
        [
          { medio: 'efectivo', monto: 85_000 },
          { medio: 'cheque', monto: 0 },
        ],
        85_000,
      ),
    ).toBe(false);
    expect(partsReady([{ medio: 'efectivo', monto: 84_999.5 }], 84_999.5)).toBe(false);
  });
});
