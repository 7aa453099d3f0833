import { rucCheckDigit } from '@lavadero/fiscal/ruc';
import { result } from '../codes';
import type { DocumentCheck } from './document';

/** 1003 when the CDC's last digit is not the base-11 digit of the first 43 (or dDVId disagrees). */
export const cdcCheckDigit: DocumentCheck = ({ cdc, field }) => {
  if (!/^\d{44}$/.test(cdc)) return { reject: result('1003', 'el CDC debe tener 44 dígitos') };
  const expected = rucCheckDigit(cdc.slice(0, 43));
  if (Number(cdc[43]) !== expected || field('dDVId') !== String(expected)) {
    return { reject: result('1003', `debería terminar en ${expected}`) };
  }
  return undefined;
};

/** 1000 when a part of the CDC differs from the field of the XML it repeats. */
export const cdcMatchesFields: DocumentCheck = ({ cdc, field }) => {
  const parts: [string, string, string][] = [
    ['tipo de documento', cdc.slice(0, 2), field('iTiDE').padStart(2, '0')],
    ['RUC del emisor', cdc.slice(2, 10), field('dRucEm').padStart(8, '0')],
    ['DV del emisor', cdc.slice(10, 11), field('dDVEmi')],
    ['establecimiento', cdc.slice(11, 14), field('dEst')],
    ['punto de expedición', cdc.slice(14, 17), field('dPunExp')],
    ['número', cdc.slice(17, 24), field('dNumDoc')],
    ['tipo de contribuyente', cdc.slice(24, 25), field('iTipCont')],
    ['fecha de emisión', cdc.slice(25, 33), field('dFeEmiDE').slice(0, 10).replace(/-/g, '')],
    ['tipo de emisión', cdc.slice(33, 34), field('iTipEmi')],
    ['código de seguridad', cdc.slice(34, 43), field('dCodSeg')],
  ];
  const wrong = parts.find(([, inCdc, inXml]) => inCdc !== inXml);
  return wrong ? { reject: result('1000', wrong[0]) } : undefined;
};
