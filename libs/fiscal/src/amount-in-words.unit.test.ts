import { describe, expect, it } from 'vitest';
import { amountInWords, MAX_AMOUNT_IN_WORDS, numberInWords } from './amount-in-words';

describe('numberInWords', () => {
  it.each([
    [0, 'CERO'],
    [1, 'UNO'],
    [15, 'QUINCE'],
    [16, 'DIECISÉIS'],
    [21, 'VEINTIUNO'],
    [22, 'VEINTIDÓS'],
    [30, 'TREINTA'],
    [31, 'TREINTA Y UNO'],
    [99, 'NOVENTA Y NUEVE'],
    [100, 'CIEN'],
    [101, 'CIENTO UNO'],
    [115, 'CIENTO QUINCE'],
    [500, 'QUINIENTOS'],
    [777, 'SETECIENTOS SETENTA Y SIETE'],
    [1_000, 'MIL'],
    [1_001, 'MIL UNO'],
    [2_000, 'DOS MIL'],
    [21_000, 'VEINTIÚN MIL'],
    [31_000, 'TREINTA Y UN MIL'],
    [35_000, 'TREINTA Y CINCO MIL'],
    [100_000, 'CIEN MIL'],
    [101_000, 'CIENTO UN MIL'],
    [150_500, 'CIENTO CINCUENTA MIL QUINIENTOS'],
    [1_000_000, 'UN MILLÓN'],
    [1_000_001, 'UN MILLÓN UNO'],
    [2_000_000, 'DOS MILLONES'],
    [21_000_000, 'VEINTIÚN MILLONES'],
    [100_000_000, 'CIEN MILLONES'],
    [1_000_000_000, 'MIL MILLONES'],
    [1_001_000_000, 'MIL UN MILLONES'],
    [2_500_000_000, 'DOS MIL QUINIENTOS MILLONES'],
    [
      MAX_AMOUNT_IN_WORDS,
      'NOVECIENTOS NOVENTA Y NUEVE MIL NOVECIENTOS NOVENTA Y NUEVE MILLONES ' +
        'NOVECIENTOS NOVENTA Y NUEVE MIL NOVECIENTOS NOVENTA Y NUEVE',
    ],
  ])('%i -> %s', (amount, text) => {
    expect(numberInWords(amount)).toBe(text);
  });

  it('refuses what it cannot write', () => {
    for (const amount of [-1, 1.5, MAX_AMOUNT_IN_WORDS + 1, Number.NaN]) {
      expect(() => numberInWords(amount)).toThrow(RangeError);
    }
  });
});

describe('amountInWords (the invoice line)', () => {
  it.each([
    [0, 'Son: CERO GUARANÍES'],
    [1, 'Son: UN GUARANÍ'],
    [21, 'Son: VEINTIÚN GUARANÍES'],
    [101, 'Son: CIENTO UN GUARANÍES'],
    [35_000, 'Son: TREINTA Y CINCO MIL GUARANÍES'],
    [1_000_000, 'Son: UN MILLÓN DE GUARANÍES'],
    [2_000_000, 'Son: DOS MILLONES DE GUARANÍES'],
    [1_250_000, 'Son: UN MILLÓN DOSCIENTOS CINCUENTA MIL GUARANÍES'],
    [1_000_000_000, 'Son: MIL MILLONES DE GUARANÍES'],
  ])('%i -> %s', (amount, text) => {
    expect(amountInWords(amount)).toBe(text);
  });
});
