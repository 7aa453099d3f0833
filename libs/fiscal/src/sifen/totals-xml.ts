import type { DocumentTotals } from './amounts';
import { el, group } from './xml-text';

/** gTotSub in the schema's order; discounts, advances, rounding and commissions are all zero. */
export function totalsXml(t: DocumentTotals): string {
  const zero = (...names: string[]) => names.map((name) => el(name, 0)).join('');
  return group(
    'gTotSub',
    el('dSubExe', t.exempt),
    el('dSubExo', 0),
    el('dSub5', t.sub5),
    el('dSub10', t.sub10),
    el('dTotOpe', t.total),
    zero('dTotDesc', 'dTotDescGlotem', 'dTotAntItem', 'dTotAnt', 'dPorcDescTotal', 'dDescTotal', 'dAnticipo'),
    el('dRedon', 0),
    el('dTotGralOpe', t.total),
    el('dIVA5', t.iva5),
    el('dIVA10', t.iva10),
    zero('dLiqTotIVA5', 'dLiqTotIVA10'),
    el('dTotIVA', t.iva),
    el('dBaseGrav5', t.base5),
    el('dBaseGrav10', t.base10),
    el('dTBasGraIVA', t.base5 + t.base10),
  );
}
