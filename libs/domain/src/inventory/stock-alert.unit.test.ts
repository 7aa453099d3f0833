import { describe, expect, it } from 'vitest';
import { alertStateOf, stockLevelOf } from './stock-alert';

describe('stored alert state (spec 2 §4)', () => {
  it.each([
    // [stock, minimum, expected]
    [-2, 10, 'critico'],
    [0, 10, 'critico'],
    [10, 10, 'critico'],
    [11, 10, 'bajo'],
    [15, 10, 'bajo'],
    [16, 10, 'normal'],
    // 1.5 × an odd minimum is not whole: 7 is low, 8 is normal.
    [7, 5, 'bajo'],
    [8, 5, 'normal'],
    // With no minimum, only an empty shelf is critical.
    [0, 0, 'critico'],
    [-1, 0, 'critico'],
    [1, 0, 'normal'],
  ] as const)('stock %d with minimum %d is %s', (stock, minimum, expected) => {
    expect(alertStateOf(stock, minimum)).toBe(expected);
  });
});

describe('card badge level (spec 2 §4)', () => {
  it.each([
    [0, 10, 'agotado'],
    [-1, 0, 'agotado'],
    [0, 0, 'agotado'],
    [1, 10, 'critico'],
    [10, 10, 'critico'],
    [15, 10, 'bajo'],
    [16, 10, 'normal'],
    [1, 0, 'normal'],
  ] as const)('stock %d with minimum %d shows %s', (stock, minimum, expected) => {
    expect(stockLevelOf(stock, minimum)).toBe(expected);
  });
});
