import { documentTotals, lineAmounts } from './amounts';
import { asuncionDateTime } from './asuncion-time';
import { buyerXml } from './buyer-xml';
import { buildCdc } from './cdc';
import { SifenInputError } from './errors';
import type { FacturaElectronicaInput, FacturaLine } from './factura-input';
import { issuerXml } from './issuer-xml';
import { itemXml } from './items-xml';
import { paymentXml } from './payment-xml';
import { rucParts } from './ruc-parts';
import { checkTimbradoNumber, seriesCode } from './series-code';
import { totalsXml } from './totals-xml';
import { el, group, SIFEN_NS } from './xml-text';

const FACTURA_ELECTRONICA = 1;
const NORMAL_EMISSION = 1;

/** iTipTra from what was sold: goods, services, or both. */
function transactionType(lines: readonly FacturaLine[]): string {
  const services = lines.some((l) => l.kind === 'service');
  const goods = lines.some((l) => l.kind === 'goods');
  if (services && goods)
    return [el('iTipTra', 3), el('dDesTipTra', 'Mixto (Venta de mercadería y servicios)')].join('');
  if (goods) return [el('iTipTra', 1), el('dDesTipTra', 'Venta de mercadería')].join('');
  return [el('iTipTra', 2), el('dDesTipTra', 'Prestación de servicios')].join('');
}

function checkTimbrado(timbrado: FacturaElectronicaInput['timbrado']): void {
  checkTimbradoNumber(timbrado.numero);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(timbrado.fechaInicio)) {
    throw new SifenInputError('TIMBRADO_INVALID', 'La fecha de inicio del timbrado es inválida');
  }
}

/**
 * The unsigned factura electrónica: `<rDE>` with `<DE Id="<cdc>">`, ready for `signDocument`.
 * Pure: the same input always gives the same text, byte for byte.
 */
export function buildFacturaElectronica(input: FacturaElectronicaInput): { cdc: string; xml: string } {
  checkTimbrado(input.timbrado);
  const issuerRuc = rucParts(input.issuer.ruc, 'de la empresa');
  const taxpayerType = input.issuer.taxpayerType ?? issuerRuc.taxpayerType;
  const establecimiento = seriesCode(input.establecimiento, 'Establecimiento');
  const punto = seriesCode(input.punto, 'Punto de expedición');
  const emittedAt = asuncionDateTime(input.emittedAt);
  const amounts = lineAmounts(input.lines);
  const totals = documentTotals(input.lines);
  if (input.totals && (input.totals.total !== totals.total || input.totals.iva !== totals.iva)) {
    throw new SifenInputError(
      'TOTALS_MISMATCH',
      `Los totales de la venta (${input.totals.total} / IVA ${input.totals.iva}) no coinciden con los del documento (${totals.total} / IVA ${totals.iva})`,
    );
  }
  const cdc = buildCdc({
    documentType: FACTURA_ELECTRONICA,
    ruc: issuerRuc.base,
    rucDv: issuerRuc.dv,
    establecimiento,
    punto,
    number: input.number,
    taxpayerType,
    date: emittedAt.slice(0, 10),
    emissionType: NORMAL_EMISSION,
    securityCode: input.securityCode,
  });
  const de = [
    el('dDVId', cdc.slice(-1)),
    el('dFecFirma', asuncionDateTime(input.signedAt)),
    el('dSisFact', 1),
    group(
      'gOpeDE',
      el('iTipEmi', NORMAL_EMISSION),
      el('dDesTipEmi', 'Normal'),
      el('dCodSeg', input.securityCode),
    ),
    group(
      'gTimb',
      el('iTiDE', FACTURA_ELECTRONICA),
      el('dDesTiDE', 'Factura electrónica'),
      el('dNumTim', input.timbrado.numero),
      el('dEst', establecimiento),
      el('dPunExp', punto),
      el('dNumDoc', String(input.number).padStart(7, '0')),
      el('dFeIniT', input.timbrado.fechaInicio),
    ),
    group(
      'gDatGralOpe',
      el('dFeEmiDE', emittedAt),
      group(
        'gOpeCom',
        transactionType(input.lines),
        el('iTImp', 1),
        el('dDesTImp', 'IVA'),
        el('cMoneOpe', 'PYG'),
        el('dDesMoneOpe', 'Guarani'),
      ),
      issuerXml({ ...input.issuer, taxpayerType }, issuerRuc, input.environment),
      buyerXml(input.buyer),
    ),
    group(
      'gDtipDE',
      group('gCamFE', el('iIndPres', 1), el('dDesIndPres', 'Operación presencial')),
      paymentXml(input.payment, totals.total),
      ...amounts.map(itemXml),
    ),
    totalsXml(totals),
  ].join('');
  const xml =
    '<?xml version="1.0" encoding="UTF-8"?>' +
    `<rDE xmlns="${SIFEN_NS}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ` +
    `xsi:schemaLocation="${SIFEN_NS} siRecepDE_v150.xsd"><dVerFor>150</dVerFor>` +
    `<DE Id="${cdc}">${de}</DE></rDE>`;
  return { cdc, xml };
}
