import { describe, expect, it } from 'vitest';
import { usageLevel } from './usage-level';

describe('usageLevel', () => {
  it('turns at 80 % and at 100 % of the limit', () => {
    expect(usageLevel(0, 50).label).toBe('Normal');
    expect(usageLevel(39, 50).label).toBe('Normal');
    expect(usageLevel(40, 50).label).toBe('Cerca del límite');
    expect(usageLevel(49, 50).label).toBe('Cerca del límite');
    expect(usageLevel(50, 50).label).toBe('Límite alcanzado');
    expect(usageLevel(51, 50).label).toBe('Límite alcanzado');
  });
});
