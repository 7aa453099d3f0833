/**
 * Amounts in Spanish words for the printed invoice ('Son: … GUARANÍES'), up to 999.999.999.999.
 * The spec's original stopped at 'MONTO EXCESIVO' from 1.000.000 up; a car wash sells more than that.
 */
export const MAX_AMOUNT_IN_WORDS = 999_999_999_999;

const UP_TO_29 = [
  'CERO',
  'UNO',
  'DOS',
  'TRES',
  'CUATRO',
  'CINCO',
  'SEIS',
  'SIETE',
  'OCHO',
  'NUEVE',
  'DIEZ',
  'ONCE',
  'DOCE',
  'TRECE',
  'CATORCE',
  'QUINCE',
  'DIECISÉIS',
  'DIECISIETE',
  'DIECIOCHO',
  'DIECINUEVE',
  'VEINTE',
  'VEINTIUNO',
  'VEINTIDÓS',
  'VEINTITRÉS',
  'VEINTICUATRO',
  'VEINTICINCO',
  'VEINTISÉIS',
  'VEINTISIETE',
  'VEINTIOCHO',
  'VEINTINUEVE',
];
const TENS = ['', '', '', 'TREINTA', 'CUARENTA', 'CINCUENTA', 'SESENTA', 'SETENTA', 'OCHENTA', 'NOVENTA'];
const HUNDREDS = [
  '',
  'CIENTO',
  'DOSCIENTOS',
  'TRESCIENTOS',
  'CUATROCIENTOS',
  'QUINIENTOS',
  'SEISCIENTOS',
  'SETECIENTOS',
  'OCHOCIENTOS',
  'NOVECIENTOS',
];

/**
 * `apocope`: the number stands before a noun (MIL, MILLONES, GUARANÍES), so a final 'uno' is
 * shortened: UN, VEINTIÚN, TREINTA Y UN (masculine, as guaraní is).
 */
function below100(n: number, apocope: boolean): string {
  if (n < 30) {
    if (apocope && n === 1) return 'UN';
    if (apocope && n === 21) return 'VEINTIÚN';
    return UP_TO_29[n] as string;
  }
  const units = n % 10;
  const tens = TENS[Math.floor(n / 10)] as string;
  if (units === 0) return tens;
  return `${tens} Y ${apocope && units === 1 ? 'UN' : UP_TO_29[units]}`;
}

function below1000(n: number, apocope: boolean): string {
  if (n === 100) return 'CIEN';
  const rest = n % 100;
  const hundreds = HUNDREDS[Math.floor(n / 100)] as string;
  return [hundreds, rest > 0 ? below100(rest, apocope) : ''].filter(Boolean).join(' ');
}

function belowMillion(n: number, apocope: boolean): string {
  const thousands = Math.floor(n / 1000);
  const rest = n % 1000;
  const head = thousands === 0 ? '' : thousands === 1 ? 'MIL' : `${below1000(thousands, true)} MIL`;
  return [head, rest > 0 ? below1000(rest, apocope) : ''].filter(Boolean).join(' ');
}

function checkRange(amount: number): void {
  if (!Number.isInteger(amount) || amount < 0 || amount > MAX_AMOUNT_IN_WORDS) {
    throw new RangeError(`Monto fuera de rango para escribir en letras: ${amount}`);
  }
}

function words(amount: number, apocope: boolean): string {
  checkRange(amount);
  if (amount === 0) return 'CERO';
  const millions = Math.floor(amount / 1_000_000);
  const rest = amount % 1_000_000;
  const head =
    millions === 0 ? '' : millions === 1 ? 'UN MILLÓN' : `${belowMillion(millions, true)} MILLONES`;
  return [head, rest > 0 ? belowMillion(rest, apocope) : ''].filter(Boolean).join(' ');
}

/** The number in capital Spanish words, as counted: 101 'CIENTO UNO', 21.000 'VEINTIÚN MIL'. */
export function numberInWords(amount: number): string {
  return words(amount, false);
}

/**
 * The invoice's total in words: 'Son: CIENTO UN GUARANÍES', 'Son: UN GUARANÍ',
 * 'Son: DOS MILLONES DE GUARANÍES' (a whole number of millions takes 'DE', as millón is a noun).
 */
export function amountInWords(amount: number): string {
  const text = words(amount, true);
  if (amount === 1) return 'Son: UN GUARANÍ';
  const de = amount >= 1_000_000 && amount % 1_000_000 === 0 ? ' DE' : '';
  return `Son: ${text}${de} GUARANÍES`;
}
