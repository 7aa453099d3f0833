import { describe, expect, it } from 'vitest';
import { matchesSearch } from './search-text';

describe('matchesSearch', () => {
  it('holds for an empty or blank search', () => {
    expect(matchesSearch('', ['Lavado'])).toBe(true);
    expect(matchesSearch('   ', [])).toBe(true);
  });

  it('ignores case, accents and the spaces around what was typed', () => {
    expect(matchesSearch(' benitez ', ['María Benítez'])).toBe(true);
    expect(matchesSearch('LAVADO', ['Lavado completo'])).toBe(true);
  });

  it('finds a document with or without its separators', () => {
    expect(matchesSearch('1234567', ['1.234.567'])).toBe(true);
    expect(matchesSearch('80012345-6', ['800123456'])).toBe(true);
  });

  it('fails when no text holds the search', () => {
    expect(matchesSearch('cera', ['Lavado completo', '1.234.567'])).toBe(false);
    expect(matchesSearch('12', ['Pulido'])).toBe(false);
  });
});
