/**
 * Reads a whole number the way a person in Paraguay types it: '35.000' (dots group thousands),
 * '35000', 'Gs. 35.000', '35.000,00', or a plain JSON number. Used for guaraníes (which have no
 * cents) and minutes. A dot that does not group thousands ('35.5') is refused rather than guessed.
 */
export type WholeNumberResult =
  | { readonly ok: true; readonly value: number }
  | { readonly ok: false; readonly problem: 'missing' | 'format' | 'fraction' };

const PATTERN = /^(-)?(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d+))?$/;

export function parseWholeNumber(input: unknown): WholeNumberResult {
  if (input === undefined || input === null) return { ok: false, problem: 'missing' };
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return { ok: false, problem: 'format' };
    return Number.isInteger(input) ? { ok: true, value: input } : { ok: false, problem: 'fraction' };
  }
  if (typeof input !== 'string') return { ok: false, problem: 'format' };
  const text = input.replace(/^\s*gs\.?/i, '').replace(/\s+/g, '');
  if (text === '') return { ok: false, problem: 'missing' };
  const match = PATTERN.exec(text);
  if (!match) return { ok: false, problem: 'format' };
  const [, minus, digits = '', decimals] = match;
  // '35.000,00' is a whole amount written with cents; '35.000,50' is not a whole amount.
  if (decimals !== undefined && /[1-9]/.test(decimals)) return { ok: false, problem: 'fraction' };
  const value = Number(digits.replaceAll('.', ''));
  if (!Number.isSafeInteger(value)) return { ok: false, problem: 'format' };
  return { ok: true, value: minus && value !== 0 ? -value : value };
}
