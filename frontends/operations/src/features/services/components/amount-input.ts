import { parseWholeNumber } from '@lavadero/contracts/whole-number';

const thousands = new Intl.NumberFormat('es-PY', { maximumFractionDigits: 0 });

/** 35000 -> '35.000', how the price inputs show an amount. */
export const formatThousands = (value: number): string => thousands.format(value);

/**
 * A typed amount as the price inputs show it once the person leaves them ('35000' -> '35.000'), so it
 * reads at a glance; anything that is not an amount stays as typed, for the validation to point out.
 */
export function tidyAmount(text: string): string {
  const parsed = parseWholeNumber(text);
  return parsed.ok && parsed.value >= 0 ? formatThousands(parsed.value) : text;
}
