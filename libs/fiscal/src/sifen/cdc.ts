import { rucCheckDigit } from '../ruc';
import { SifenInputError } from './errors';

/** The facts a CDC (Código de Control, the DE's 44-digit id) is made of, in its order. */
export interface CdcParts {
  /** iTiDE: 1 factura electrónica. */
  readonly documentType: number;
  /** The issuer's RUC without its check digit, up to 8 digits. */
  readonly ruc: string;
  readonly rucDv: number;
  /** 1 to 3 digits each; written zero-padded. */
  readonly establecimiento: string;
  readonly punto: string;
  /** The document number in its series, 1 to 9 999 999. */
  readonly number: number;
  /** 1 persona física, 2 persona jurídica. */
  readonly taxpayerType: 1 | 2;
  /** The emission day, 'YYYY-MM-DD' (Asunción calendar). */
  readonly date: string;
  /** iTipEmi: 1 normal, 2 contingencia. */
  readonly emissionType: 1 | 2;
  /** dCodSeg: 9 digits, not all zeros. */
  readonly securityCode: string;
}

const fail = (what: string) => new SifenInputError('CDC_PART_INVALID', `Dato inválido para el CDC: ${what}`);

function digits(value: string | number, width: number, what: string): string {
  const text = String(value).trim();
  if (!/^\d+$/.test(text) || text.length > width) throw fail(what);
  return text.padStart(width, '0');
}

/** The 44-digit CDC: the 43 digits of its parts and their base-11 check digit (the RUC's algorithm). */
export function buildCdc(parts: CdcParts): string {
  if (!Number.isInteger(parts.number) || parts.number < 1 || parts.number > 9_999_999) throw fail('número');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(parts.date)) throw fail('fecha');
  if (!/^\d{9}$/.test(parts.securityCode) || /^0+$/.test(parts.securityCode)) {
    throw fail('código de seguridad');
  }
  const body = [
    digits(parts.documentType, 2, 'tipo de documento'),
    digits(parts.ruc, 8, 'RUC'),
    digits(parts.rucDv, 1, 'dígito verificador del RUC'),
    digits(parts.establecimiento, 3, 'establecimiento'),
    digits(parts.punto, 3, 'punto de expedición'),
    digits(parts.number, 7, 'número'),
    digits(parts.taxpayerType, 1, 'tipo de contribuyente'),
    parts.date.replaceAll('-', ''),
    digits(parts.emissionType, 1, 'tipo de emisión'),
    parts.securityCode,
  ].join('');
  return `${body}${rucCheckDigit(body)}`;
}

/** 44 digits whose last one is the check digit of the other 43. */
export function isValidCdc(cdc: string): boolean {
  return /^\d{44}$/.test(cdc) && rucCheckDigit(cdc.slice(0, 43)) === Number(cdc[43]);
}
