import { describe, expect, it } from 'vitest';
import { growthNote } from './growth';

describe('growth against the previous period', () => {
  it('gives the signed change in percent, with a decimal comma', () => {
    expect(growthNote(112, 100)).toBe('+12% vs anterior');
    expect(growthNote(75, 100)).toBe('-25% vs anterior');
    expect(growthNote(1_001, 1_000)).toBe('+0,1% vs anterior');
    expect(growthNote(100, 100)).toBe('0% vs anterior');
  });

  it('has no percentage when the previous period had nothing', () => {
    expect(growthNote(50_000, 0)).toBe('Sin datos del período anterior');
    expect(growthNote(0, 0)).toBe('Sin cambios vs anterior');
  });
});
