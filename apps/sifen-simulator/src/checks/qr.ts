import { createHash } from 'node:crypto';
import { result } from '../codes';
import { findAll, text } from '../xml';
import type { DocumentCheck } from './document';

const hex = (value: string) => Buffer.from(value, 'utf8').toString('hex');

/**
 * gCamFuFD/dCarQR: the lookup URL (2502), its fields in SIFEN's order equal to the document's
 * (2500), and cHashQR = SHA-256 of the query before `&cHashQR=` with the RUC's CSC appended (2501).
 */
export const qrMatches: DocumentCheck = ({ rde, cdc, digestValue, field }, { fixtures, qrBaseUrl }) => {
  const qr = text(rde, 'dCarQR') ?? '';
  const [base, query = ''] = qr.split('?', 2);
  if (base !== qrBaseUrl) return { reject: result('2502', `se esperaba ${qrBaseUrl}`) };
  const [signedPart = '', hash = ''] = query.split('&cHashQR=');
  const params = signedPart.split('&').map((pair) => pair.split('=', 2) as [string, string?]);
  const receiver = field('dRucRec') ? ['dRucRec', field('dRucRec')] : ['dNumIDRec', field('dNumIDRec')];
  const expected = [
    ['nVersion', text(rde, 'dVerFor') ?? ''],
    ['Id', cdc],
    ['dFeEmiDE', hex(field('dFeEmiDE'))],
    receiver,
    ['dTotGralOpe', field('dTotGralOpe') || '0'],
    ['dTotIVA', field('dTotIVA') || '0'],
    ['cItems', String(findAll(rde, 'gCamItem').length)],
    ['DigestValue', hex(digestValue)],
  ];
  for (const [i, [name, value]] of expected.entries()) {
    const [gotName, gotValue] = params[i] ?? [];
    if (gotName !== name || gotValue !== value) return { reject: result('2500', name ?? '') };
  }
  const [idName, idCsc] = params[expected.length] ?? [];
  const csc = fixtures.csc[field('dRucEm')];
  if (idName !== 'IdCSC' || params.length !== expected.length + 1) return { reject: result('2500', 'IdCSC') };
  if (!csc || csc.id !== idCsc) return { reject: result('2501', `IdCSC ${idCsc} desconocido`) };
  const computed = createHash('sha256')
    .update(signedPart + csc.secret)
    .digest('hex');
  return computed === hash.toLowerCase() ? undefined : { reject: result('2501') };
};
