/**
 * Paraguayan RUC check digit (dígito verificador), base 11, as the tax authority computes it:
 * non-digits become their ASCII codes, weights 2..11 from the right, cycling.
 */
export function rucCheckDigit(base: string, baseMax = 11): number {
  const digits = [...base.toUpperCase()]
    .map((ch) => (/[0-9]/.test(ch) ? ch : String(ch.charCodeAt(0))))
    .join('');
  let k = 2;
  let total = 0;
  for (let i = digits.length - 1; i >= 0; i--) {
    if (k > baseMax) k = 2;
    total += Number(digits[i]) * k;
    k++;
  }
  const r = total % 11;
  return r > 1 ? 11 - r : 0;
}

export type RucCheck = { valid: true; base: string; checkDigit: number } | { valid: false; reason: string };

/** Validates 'base-dv' (e.g. '80028061-0'); the base is 1 to 8 digits. */
export function checkRuc(ruc: string): RucCheck {
  const match = /^\s*(\d{1,8})-(\d)\s*$/.exec(ruc);
  if (!match)
    return {
      valid: false,
      reason: 'El RUC debe tener el formato número-dígito verificador (ej.: 80012345-0)',
    };
  const [, base = '', dv = ''] = match;
  const expected = rucCheckDigit(base);
  if (expected !== Number(dv)) {
    return { valid: false, reason: `El dígito verificador del RUC no es correcto (debería ser ${expected})` };
  }
  return { valid: true, base, checkDigit: expected };
}
