import { describe, expect, it } from 'vitest';
import { jsonDepth } from './json-depth';

describe('jsonDepth', () => {
  it('counts nested objects and arrays', () => {
    expect(jsonDepth('1')).toBe(0);
    expect(jsonDepth('{"a":1}')).toBe(1);
    expect(jsonDepth('{"items":[{"cantidad":1}]}')).toBe(3);
    expect(jsonDepth('['.repeat(10_000) + ']'.repeat(10_000))).toBe(10_000);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonDepth('{"nombre":"[[[{{{"}')).toBe(1);
    expect(jsonDepth('{"nombre":"dice \\"[[[\\" y sigue"}')).toBe(1);
  });
});
