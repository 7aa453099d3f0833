import { describe, expect, it } from 'vitest';
import { parseWholeNumber } from './whole-number';

describe('parseWholeNumber', () => {
  it.each([
    ['35.000', 35000],
    ['35000', 35000],
    ['1.250.000', 1250000],
    ['  35.000  ', 35000],
    ['Gs. 35.000', 35000],
    ['gs 35000', 35000],
    ['35.000,00', 35000],
    ['0', 0],
    ['-5.000', -5000],
    [35000, 35000],
    [0, 0],
    [-1, -1],
  ])('given %j it reads %d', (input, expected) => {
    expect(parseWholeNumber(input)).toEqual({ ok: true, value: expected });
  });

  it.each([undefined, null, '', '   ', 'Gs.'])('given %j it reports the value as missing', (input) => {
    expect(parseWholeNumber(input)).toEqual({ ok: false, problem: 'missing' });
  });

  it.each([
    '35.5',
    '35.00',
    '3.5000',
    '.000',
    '35,000.00',
    'abc',
    '35 mil',
    '1e5',
    '99999999999999999999',
    Number.NaN,
    Number.POSITIVE_INFINITY,
    true,
    {},
    [35000],
  ])('given %j it refuses the format', (input) => {
    expect(parseWholeNumber(input)).toEqual({ ok: false, problem: 'format' });
  });

  it.each([35000.5, '35.000,50', '10,5'])('given %j it refuses the fraction', (input) => {
    expect(parseWholeNumber(input)).toEqual({ ok: false, problem: 'fraction' });
  });
});
