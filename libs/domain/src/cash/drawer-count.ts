import { ValidationError } from '../shared/errors';
import type { DrawerCount } from './commands';
import { DENOMINATIONS, type DenominationCount, isDenomination, totalOfCount } from './denominations';
import { cashMessages } from './messages';

const isWholeAmount = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;

/** A count's amount and its denominations, refused when a figure is not whole or the two disagree. */
export function readDrawerCount(count: DrawerCount): {
  monto: number;
  denominaciones: DenominationCount | null;
} {
  const denominaciones = count.denominaciones ?? null;
  if (denominaciones) {
    for (const [key, n] of Object.entries(denominaciones)) {
      if (!isDenomination(Number(key)) || !isWholeAmount(n)) {
        throw new ValidationError('INVALID_DENOMINATION_COUNT', cashMessages.invalidCount);
      }
    }
  }
  const counted = denominaciones ? totalOfCount(denominaciones) : undefined;
  if (count.monto !== undefined && !isWholeAmount(count.monto)) {
    throw new ValidationError('INVALID_AMOUNT', cashMessages.invalidAmount);
  }
  if (counted !== undefined && count.monto !== undefined && counted !== count.monto) {
    throw new ValidationError('COUNT_MISMATCH', cashMessages.countMismatch);
  }
  // Only the denominations that were counted, in the order of the notes, so equal counts read equal.
  const kept = denominaciones
    ? Object.fromEntries(
        DENOMINATIONS.filter((d) => (denominaciones[`${d}`] ?? 0) > 0).map((d) => [
          `${d}`,
          denominaciones[`${d}`],
        ]),
      )
    : null;
  return { monto: counted ?? count.monto ?? 0, denominaciones: kept };
}
