import type { Element } from '@xmldom/xmldom';
import { type ResultMessage, result } from '../codes';
import type { SifenFixtures } from '../fixtures';
import type { InutilizedRange, SimulatorStore } from '../store';
import { text } from '../xml';

/**
 * Inutilización (rGeVeInu) of a range of at most 1000 numbers of the signer's timbrado, none of
 * them approved and none already inutilizado.
 */
export function checkInutilizacion(
  event: Element,
  signerRuc: string | undefined,
  fixtures: SifenFixtures,
  store: SimulatorStore,
): { reject: ResultMessage } | { range: InutilizedRange } {
  const field = (name: string) => text(event, name) ?? '';
  const range: InutilizedRange = {
    ruc: signerRuc ?? '',
    tipo: field('iTiDE'),
    timbrado: field('dNumTim'),
    est: field('dEst'),
    pun: field('dPunExp'),
    from: Number(field('dNumIn')),
    to: Number(field('dNumFin')),
  };
  if (range.from > range.to) return { reject: result('4053') };
  if (range.to - range.from + 1 > 1000) return { reject: result('4050') };
  const timbrado = fixtures.timbrados.find((t) => t.numero === range.timbrado && t.ruc === range.ruc);
  if (!timbrado?.establecimientos[range.est]?.includes(range.pun)) return { reject: result('4052') };
  for (let numero = range.from; numero <= range.to; numero++) {
    if (store.numberTaken({ ...range, numero })) return { reject: result('4051', String(numero)) };
    if (store.isInutilized({ ...range, numero })) return { reject: result('4054', String(numero)) };
  }
  return { range };
}
