import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { rucCheckDigit } from '@lavadero/fiscal/ruc';
import { asuncionLocal } from '../asuncion-time';
import { SIFEN_DIR } from '../sifen-files';
import { QR_BASE_URL_TEST } from '../start-sifen-simulator';
import { signElement } from './sign';

const unsigned = readFileSync(join(SIFEN_DIR, 'samples', 'de-unsigned.xml'), 'utf8');
const SAMPLE_CDC = /01801234565001002000000122026011511234567897/g;

export interface DocumentOptions {
  readonly key: { keyPem: string; certPem: string };
  readonly numero: number;
  readonly issuedAt: Date;
  readonly signedAt?: Date;
  readonly punto?: string;
  /** The CDC's 9-digit security code (default the sample's). */
  readonly codSeg?: string;
  /** Edits the XML before it is signed (a wrong total, another RUC...). */
  readonly edit?: (xml: string) => string;
  /** Makes the CDC's check digit wrong. */
  readonly wrongCdcDigit?: boolean;
  readonly csc?: { id: string; secret: string };
}

export interface TestDocument {
  readonly cdc: string;
  readonly xml: string;
}

const hex = (text: string) => Buffer.from(text, 'utf8').toString('hex');

/**
 * A factura of the samples (two lines at 10 %, total 55 000) renumbered, dated, signed and with its
 * QR, as the document library will produce it: what the simulator must approve.
 */
export function makeDocument(options: DocumentOptions): TestDocument {
  const issued = asuncionLocal(options.issuedAt);
  const signed = asuncionLocal(options.signedAt ?? options.issuedAt);
  const punto = options.punto ?? '002';
  const numero = String(options.numero).padStart(7, '0');
  const codSeg = options.codSeg ?? '123456789';
  const base = `01801234565001${punto}${numero}2${issued.slice(0, 10).replace(/-/g, '')}1${codSeg}`;
  const dv = rucCheckDigit(base);
  const cdc = `${base}${options.wrongCdcDigit ? (dv + 1) % 10 : dv}`;
  let xml = unsigned
    .replace(SAMPLE_CDC, cdc)
    .replace(/<dDVId>\d<\/dDVId>/, `<dDVId>${cdc[43]}</dDVId>`)
    .replace(/<dFecFirma>[^<]*</, `<dFecFirma>${signed}<`)
    .replace(/<dFeEmiDE>[^<]*</, `<dFeEmiDE>${issued}<`)
    .replace(/<dPunExp>\d+</, `<dPunExp>${punto}<`)
    .replace(/<dNumDoc>\d+</, `<dNumDoc>${numero}<`)
    .replace(/<dCodSeg>\d+</, `<dCodSeg>${codSeg}<`);
  xml = options.edit ? options.edit(xml) : xml;
  const signedXml = signElement(xml, 'DE', options.key);
  return {
    cdc,
    xml: withQr(signedXml, cdc, options.csc ?? { id: '0001', secret: 'ABCD0000000000000000000000000000' }),
  };
}

/** Appends gCamFuFD with the QR computed from the signed text, after the signature. */
export function withQr(signedXml: string, cdc: string, csc: { id: string; secret: string }): string {
  const field = (name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(signedXml)?.[1] ?? '';
  const items = signedXml.match(/<gCamItem>/g)?.length ?? 0;
  const query =
    `nVersion=150&Id=${cdc}&dFeEmiDE=${hex(field('dFeEmiDE'))}&dRucRec=${field('dRucRec')}` +
    `&dTotGralOpe=${field('dTotGralOpe')}&dTotIVA=${field('dTotIVA')}&cItems=${items}` +
    `&DigestValue=${hex(field('DigestValue'))}&IdCSC=${csc.id}`;
  const hash = createHash('sha256')
    .update(query + csc.secret)
    .digest('hex');
  const qr = `${QR_BASE_URL_TEST}?${query}&cHashQR=${hash}`.replace(/&/g, '&amp;');
  return signedXml.replace('</rDE>', `<gCamFuFD><dCarQR>${qr}</dCarQR></gCamFuFD></rDE>`);
}
