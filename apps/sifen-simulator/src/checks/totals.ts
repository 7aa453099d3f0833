import { type ResultCode, result } from '../codes';
import { findAll, text } from '../xml';
import type { DocumentCheck } from './document';

/**
 * Recomputes gTotSub from the items, in guaraníes (integers): each subtotal by its IVA treatment
 * and rate, IVA 10 % = round(total / 11), 5 % = round(total / 21), bases = subtotal - IVA.
 * Other currencies keep decimals the simulator does not model: their totals are not checked.
 */
export const totalsAddUp: DocumentCheck = ({ de, field }) => {
  if (findAll(de, 'gTotSub').length === 0 || (field('cMoneOpe') || 'PYG') !== 'PYG') return undefined;
  const amount = (name: string) => Number(field(name) || '0');
  const sums = { exe: 0, exo: 0, five: 0, ten: 0 };
  for (const item of findAll(de, 'gCamItem')) {
    const total = Number(text(item, 'dTotOpeItem') ?? '0');
    const treatment = text(item, 'iAfecIVA');
    if (treatment === '2') sums.exo += total;
    else if (treatment === '3') sums.exe += total;
    else {
      const taxed = (total * Number(text(item, 'dPropIVA') ?? '100')) / 100;
      sums.exe += total - taxed;
      if (text(item, 'dTasaIVA') === '5') sums.five += taxed;
      else sums.ten += taxed;
    }
  }
  const iva5 = Math.round(amount('dSub5') / 21);
  const iva10 = Math.round(amount('dSub10') / 11);
  const expected: [ResultCode, string, number][] = [
    ['2359', 'dSubExe', sums.exe],
    ['2360', 'dSubExo', sums.exo],
    ['2361', 'dSub5', sums.five],
    ['2362', 'dSub10', sums.ten],
    ['2363', 'dTotOpe', amount('dSubExe') + amount('dSubExo') + amount('dSub5') + amount('dSub10')],
    ['2369', 'dTotGralOpe', amount('dTotOpe') - amount('dRedon') + amount('dComi')],
    ['2370', 'dIVA5', iva5],
    ['2371', 'dIVA10', iva10],
    ['2374', 'dTotIVA', amount('dIVA5') + amount('dIVA10') + amount('dLiqTotIVA5') + amount('dLiqTotIVA10')],
    ['2375', 'dBaseGrav5', amount('dSub5') - amount('dIVA5')],
    ['2376', 'dBaseGrav10', amount('dSub10') - amount('dIVA10')],
    ['2377', 'dTBasGraIVA', amount('dBaseGrav5') + amount('dBaseGrav10')],
  ];
  for (const [code, name, value] of expected) {
    if (Math.round(value) !== amount(name)) {
      return { reject: result(code, `se esperaba ${Math.round(value)}, vino ${field(name) || '0'}`) };
    }
  }
  return undefined;
};
