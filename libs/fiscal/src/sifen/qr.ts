import { createHash } from 'node:crypto';
import { DOMParser } from '@xmldom/xmldom';
import { SIFEN_HOSTS } from '../sifen-hosts';
import { SifenInputError } from './errors';
import type { SifenEnvironment } from './factura-input';
import { escapeXml, SIFEN_NS } from './xml-text';

/** What the QR code's lookup URL carries, as written in the signed document. */
export interface QrFields {
  readonly cdc: string;
  /** dFeEmiDE's text, 'YYYY-MM-DDTHH:mm:ss'. */
  readonly emittedAt: string;
  /** The buyer: its RUC without check digit, or (no RUC) its document number ('0' for innominado). */
  readonly buyer:
    | { readonly kind: 'ruc'; readonly ruc: string }
    | { readonly kind: 'document'; readonly number: string };
  readonly total: string;
  readonly iva: string;
  readonly items: number;
  /** The Signature's DigestValue, base64 text. */
  readonly digestValue: string;
}

const hex = (text: string) => Buffer.from(text, 'utf8').toString('hex');

function text(doc: Document, name: string, ns = SIFEN_NS): string | null {
  return doc.getElementsByTagNameNS(ns, name)[0]?.textContent ?? null;
}

/** The QR fields read from a signed DE (its text as signed). */
export function qrFieldsOf(signedXml: string): QrFields {
  const doc = new DOMParser().parseFromString(signedXml, 'text/xml') as unknown as Document;
  const ruc = text(doc, 'dRucRec');
  const cdc = doc.getElementsByTagNameNS(SIFEN_NS, 'DE')[0]?.getAttribute('Id');
  const emittedAt = text(doc, 'dFeEmiDE');
  const digestValue = text(doc, 'DigestValue', 'http://www.w3.org/2000/09/xmldsig#');
  const total = text(doc, 'dTotGralOpe');
  if (!cdc || !emittedAt || !digestValue || !total) {
    throw new SifenInputError('QR_FIELDS_MISSING', 'El documento firmado no tiene los datos del código QR');
  }
  return {
    cdc,
    emittedAt,
    buyer: ruc ? { kind: 'ruc', ruc } : { kind: 'document', number: text(doc, 'dNumIDRec') ?? '0' },
    total,
    iva: text(doc, 'dTotIVA') ?? '0',
    items: doc.getElementsByTagNameNS(SIFEN_NS, 'gCamItem').length,
    digestValue,
  };
}

export interface QrUrlInput {
  /** The signed DE, or its fields already read. */
  readonly source: { readonly signedXml: string } | { readonly fields: QrFields };
  /** The CSC's id as SIFEN gave it ('1' is written 0001). */
  readonly cscId: string;
  readonly cscSecret: string;
  readonly environment: SifenEnvironment;
}

/**
 * The lookup URL of the QR code: its fields in SIFEN's order (the date and the DigestValue as hex of
 * their text) and cHashQR, the SHA-256 hex of that query string with the CSC secret appended.
 */
export function qrUrl(input: QrUrlInput): string {
  const f = 'fields' in input.source ? input.source.fields : qrFieldsOf(input.source.signedXml);
  if (!/^\d{1,4}$/.test(input.cscId.trim()) || input.cscSecret.trim() === '') {
    throw new SifenInputError('CSC_INVALID', 'El código de seguridad del contribuyente (CSC) no es válido');
  }
  const buyer = f.buyer.kind === 'ruc' ? `dRucRec=${f.buyer.ruc}` : `dNumIDRec=${f.buyer.number}`;
  const query = [
    'nVersion=150',
    `Id=${f.cdc}`,
    `dFeEmiDE=${hex(f.emittedAt)}`,
    buyer,
    `dTotGralOpe=${f.total}`,
    `dTotIVA=${f.iva}`,
    `cItems=${f.items}`,
    `DigestValue=${hex(f.digestValue)}`,
    `IdCSC=${input.cscId.trim().padStart(4, '0')}`,
  ].join('&');
  const hash = createHash('sha256').update(`${query}${input.cscSecret.trim()}`).digest('hex');
  return `${SIFEN_HOSTS[input.environment].consultaQr}${query}&cHashQR=${hash}`;
}

/**
 * The signed text with `<gCamFuFD><dCarQR>url</dCarQR></gCamFuFD>` just before `</rDE>`. A text
 * splice: re-serialising the signed document would break its signature.
 */
export function withQr(signedXml: string, url: string): string {
  const at = signedXml.lastIndexOf('</rDE>');
  if (at < 0 || signedXml.includes('<gCamFuFD>')) {
    throw new SifenInputError(
      'QR_PLACE_INVALID',
      'El documento no admite el código QR (sin rDE o ya con QR)',
    );
  }
  return `${signedXml.slice(0, at)}<gCamFuFD><dCarQR>${escapeXml(url)}</dCarQR></gCamFuFD>${signedXml.slice(at)}`;
}
