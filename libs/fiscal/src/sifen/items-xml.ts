import type { LineAmounts } from './amounts';
import { el, group } from './xml-text';

/** The unit SIFEN calls 77 "UNI": a wash, a combo and a product are all sold by the unit. */
const UNIT = [el('cUniMed', 77), el('dDesUniMed', 'UNI')].join('');

/** No discounts nor advances: the point of sale prices lines as sold. */
const NOTHING_SUBTRACTED = ['dDescItem', 'dDescGloItem', 'dAntPreUniIt', 'dAntGloPreUniIt']
  .map((name) => el(name, 0))
  .join('');

function ivaXml({ line, iva, base }: LineAmounts): string {
  if (line.ivaRate === 0) {
    return group(
      'gCamIVA',
      el('iAfecIVA', 3),
      el('dDesAfecIVA', 'Exento'),
      el('dPropIVA', 0),
      el('dTasaIVA', 0),
      el('dBasGravIVA', 0),
      el('dLiqIVAItem', 0),
      el('dBasExe', 0),
    );
  }
  return group(
    'gCamIVA',
    el('iAfecIVA', 1),
    el('dDesAfecIVA', 'Gravado IVA'),
    el('dPropIVA', 100),
    el('dTasaIVA', line.ivaRate),
    el('dBasGravIVA', base),
    el('dLiqIVAItem', iva),
    el('dBasExe', 0),
  );
}

/** One gCamItem per line. */
export function itemXml(amounts: LineAmounts): string {
  const { line } = amounts;
  return group(
    'gCamItem',
    el('dCodInt', line.code.trim()),
    el('dDesProSer', line.description.trim()),
    UNIT,
    el('dCantProSer', line.quantity),
    group(
      'gValorItem',
      el('dPUniProSer', line.unitPrice),
      el('dTotBruOpeItem', line.total),
      group('gValorRestaItem', NOTHING_SUBTRACTED, el('dTotOpeItem', line.total)),
    ),
    ivaXml(amounts),
  );
}
