import { result } from '../codes';
import type { DocumentCheck } from './document';

/** 1101/1103/1105/1106 against the timbrado fixture; 1109 for a number that was inutilizado. */
export const timbradoInForce: DocumentCheck = ({ field }, { fixtures, store }) => {
  const timbrado = fixtures.timbrados.find((t) => t.numero === field('dNumTim') && t.ruc === field('dRucEm'));
  if (!timbrado) return { reject: result('1101', field('dNumTim')) };
  const day = field('dFeEmiDE').slice(0, 10);
  const started = field('dFeIniT') === timbrado.fechaInicio && day >= timbrado.fechaInicio;
  if (!started || (timbrado.fechaFin !== undefined && day > timbrado.fechaFin)) {
    return { reject: result('1103', `vigente desde ${timbrado.fechaInicio}`) };
  }
  const puntos = timbrado.establecimientos[field('dEst')];
  if (!puntos) return { reject: result('1105', field('dEst')) };
  if (!puntos.includes(field('dPunExp'))) return { reject: result('1106', field('dPunExp')) };
  const numbering = numberingOf(field);
  if (store.isInutilized(numbering)) return { reject: result('1109', field('dNumDoc')) };
  return undefined;
};

/** 1001 for a CDC already approved, 1002 for a number (type, timbrado, est, punto) already used. */
export const notDuplicated: DocumentCheck = ({ cdc, field }, { store }) => {
  if (store.documents.has(cdc)) return { reject: result('1001', cdc) };
  if (store.numberTaken(numberingOf(field))) return { reject: result('1002') };
  return undefined;
};

export interface Numbering {
  readonly ruc: string;
  readonly tipo: string;
  readonly timbrado: string;
  readonly est: string;
  readonly pun: string;
  readonly numero: number;
}

export function numberingOf(field: (name: string) => string): Numbering {
  return {
    ruc: field('dRucEm'),
    tipo: field('iTiDE'),
    timbrado: field('dNumTim'),
    est: field('dEst'),
    pun: field('dPunExp'),
    numero: Number(field('dNumDoc')),
  };
}
