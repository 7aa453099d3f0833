import { rucCheckDigit } from '@lavadero/fiscal/ruc';
import { result } from '../codes';
import type { DocumentCheck } from './document';

/** 1253 / 1309: the check digits of the issuer's and (when it has one) the receiver's RUC. */
export const rucCheckDigits: DocumentCheck = ({ field }) => {
  if (rucCheckDigit(field('dRucEm')) !== Number(field('dDVEmi'))) return { reject: result('1253') };
  const receiver = field('dRucRec');
  if (receiver && rucCheckDigit(receiver) !== Number(field('dDVRec'))) return { reject: result('1309') };
  return undefined;
};

/** 1250/1251/1252: the issuer in the RUC table, enabled and active; 1306: a receiver's RUC known. */
export const taxpayersKnown: DocumentCheck = ({ field }, { fixtures }) => {
  const issuer = fixtures.rucs.find((r) => r.ruc === field('dRucEm'));
  if (!issuer) return { reject: result('1250', field('dRucEm')) };
  if (!issuer.facturadorElectronico) return { reject: result('1251') };
  if (issuer.estado !== 'ACT') return { reject: result('1252', issuer.estado) };
  const receiver = field('dRucRec');
  if (receiver && !fixtures.rucs.some((r) => r.ruc === receiver)) {
    return { reject: result('1306', receiver) };
  }
  return undefined;
};
