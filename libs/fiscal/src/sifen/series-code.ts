import { padCode } from '../invoice-number';
import { SifenInputError } from './errors';

/** An establecimiento or punto de expedición as SIFEN writes it: 3 digits, zero-padded. */
export function seriesCode(value: string, what: string): string {
  try {
    return padCode(value);
  } catch {
    throw new SifenInputError('SERIES_INVALID', `${what} inválido: ${value}`);
  }
}

/** An electronic timbrado number: 8 digits, not all zeros. */
export function checkTimbradoNumber(numero: string): void {
  if (!/^\d{8}$/.test(numero) || /^0+$/.test(numero)) {
    throw new SifenInputError('TIMBRADO_INVALID', 'El timbrado electrónico debe tener 8 dígitos');
  }
}
