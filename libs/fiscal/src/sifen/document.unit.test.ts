import { describe, expect, it } from 'vitest';
import { documentTotals } from './amounts';
import { isValidCdc } from './cdc';
import { buildFacturaElectronica } from './document';
import { SifenInputError } from './errors';
import type { FacturaElectronicaInput } from './factura-input';
import { TEST_ENVIRONMENT_ISSUER_NAME } from './issuer-xml';
import { facturaCases } from './test-factura-cases';

const byName = (name: string) => facturaCases.find((c) => c.name.startsWith(name))!.input;
const xmlOf = (input: FacturaElectronicaInput) => buildFacturaElectronica(input).xml;
const code = (error: () => unknown) => {
  try {
    error();
  } catch (e) {
    if (e instanceof SifenInputError) return e.code;
    throw e;
  }
  return undefined;
};

describe('buildFacturaElectronica', () => {
  it("gives the sample's CDC and dates in Asunción time, whatever the server's zone", () => {
    const { cdc, xml } = buildFacturaElectronica(byName('RUC buyer'));
    expect(cdc).toBe('01801234565001002000000122026011511234567897');
    expect(isValidCdc(cdc)).toBe(true);
    expect(xml).toContain(`<dVerFor>150</dVerFor><DE Id="${cdc}"><dDVId>7</dDVId>`);
    expect(xml).toContain('<dFecFirma>2026-01-15T10:30:05</dFecFirma>');
    expect(xml).toContain('<dFeEmiDE>2026-01-15T10:30:00</dFeEmiDE>');
    expect(xml).toContain(
      '<dNumTim>12345678</dNumTim><dEst>001</dEst><dPunExp>002</dPunExp><dNumDoc>0000001</dNumDoc>',
    );
  });

  it('names the issuer as SIFEN demands in testing, and as registered in production', () => {
    expect(xmlOf(byName('RUC buyer'))).toContain(`<dNomEmi>${TEST_ENVIRONMENT_ISSUER_NAME}</dNomEmi>`);
    const production = xmlOf(byName('CI buyer'));
    expect(production).toContain(
      '<dNomEmi>LAVADERO PRUEBA S.A.</dNomEmi><dNomFanEmi>Lavadero Prueba</dNomFanEmi>',
    );
    expect(production).toContain(
      '<dNumCas>1234</dNumCas><cDepEmi>1</cDepEmi><dDesDepEmi>CAPITAL</dDesDepEmi>',
    );
    expect(production).toContain('<iTipCont>2</iTipCont>');
  });

  it('identifies each kind of buyer as SIFEN does', () => {
    expect(xmlOf(byName('RUC buyer'))).toContain(
      '<iNatRec>1</iNatRec><iTiOpe>1</iTiOpe><cPaisRec>PRY</cPaisRec><dDesPaisRe>Paraguay</dDesPaisRe><iTiContRec>2</iTiContRec><dRucRec>80028061</dRucRec><dDVRec>0</dDVRec>',
    );
    expect(xmlOf(byName('CI buyer'))).toContain(
      '<iTiOpe>2</iTiOpe><cPaisRec>PRY</cPaisRec><dDesPaisRe>Paraguay</dDesPaisRe><iTipIDRec>1</iTipIDRec><dDTipIDRec>Cédula paraguaya</dDTipIDRec><dNumIDRec>1234567</dNumIDRec><dNomRec>María Benítez</dNomRec>',
    );
    expect(xmlOf(byName('tourist'))).toContain(
      '<iNatRec>2</iNatRec><iTiOpe>4</iTiOpe><cPaisRec>ARG</cPaisRec><dDesPaisRe>Argentina</dDesPaisRe><iTipIDRec>2</iTipIDRec><dDTipIDRec>Pasaporte</dDTipIDRec><dNumIDRec>AB123456</dNumIDRec>',
    );
    expect(xmlOf(byName('Cliente General'))).toContain(
      '<iTipIDRec>5</iTipIDRec><dDTipIDRec>Innominado</dDTipIDRec><dNumIDRec>0</dNumIDRec><dNomRec>Sin Nombre</dNomRec>',
    );
    expect(xmlOf(byName('foreign identity'))).toContain(
      '<iTipIDRec>3</iTipIDRec><dDTipIDRec>Cédula extranjera</dDTipIDRec>',
    );
  });

  it('writes cash with its method and amount, and credit on a term', () => {
    expect(xmlOf(byName('RUC buyer'))).toContain(
      '<iCondOpe>1</iCondOpe><dDCondOpe>Contado</dDCondOpe><gPaConEIni><iTiPago>1</iTiPago><dDesTiPag>Efectivo</dDesTiPag><dMonTiPag>55000</dMonTiPag>',
    );
    expect(xmlOf(byName('CI buyer'))).toContain(
      '<iTiPago>3</iTiPago><dDesTiPag>Tarjeta de crédito</dDesTiPag>',
    );
    expect(xmlOf(byName('Cliente General'))).toContain('<iTiPago>4</iTiPago>');
    expect(xmlOf(byName('tourist'))).toContain('<iTiPago>5</iTiPago><dDesTiPag>Transferencia</dDesTiPag>');
    expect(xmlOf(byName('several'))).toContain(
      '<gPagCheq><dNumCheq>00001234</dNumCheq><dBcoEmi>Banco Prueba</dBcoEmi></gPagCheq>',
    );
    const credit = xmlOf(byName('credit'));
    expect(credit).toContain(
      '<iCondOpe>2</iCondOpe><dDCondOpe>Crédito</dDCondOpe><gPagCred><iCondCred>1</iCondCred><dDCondCred>Plazo</dDCondCred><dPlazoCre>30 días</dPlazoCre></gPagCred>',
    );
    expect(credit).not.toContain('gPaConEIni');
  });

  it('writes a split payment as one gPaConEIni per method, each with its amount', () => {
    const xml = xmlOf(byName('split payment'));
    expect(xml.match(/<gPaConEIni>/g)).toHaveLength(3);
    expect(xml).toContain(
      '<gPaConEIni><iTiPago>1</iTiPago><dDesTiPag>Efectivo</dDesTiPag><dMonTiPag>15000</dMonTiPag><cMoneTiPag>PYG</cMoneTiPag><dDMoneTiPag>Guarani</dDMoneTiPag></gPaConEIni><gPaConEIni><iTiPago>3</iTiPago><dDesTiPag>Tarjeta de crédito</dDesTiPag><dMonTiPag>30000</dMonTiPag>',
    );
    expect(xml).toContain(
      '<dMonTiPag>10000</dMonTiPag><cMoneTiPag>PYG</cMoneTiPag><dDMoneTiPag>Guarani</dDMoneTiPag><gPagCheq><dNumCheq>00004321</dNumCheq>',
    );
    const short = byName('split payment');
    const parts = [{ method: 'efectivo', amount: 15_000 } as const];
    expect(
      code(() => xmlOf({ ...short, payment: { condition: 'contado', method: 'efectivo', parts } })),
    ).toBe('PAYMENT_INVALID');
  });

  it('writes a credit sale with a down payment: its parts at the counter, then the term and dMonEnt', () => {
    const input = byName('part on account');
    const xml = xmlOf(input);
    expect(xml).toMatch(
      /<iCondOpe>2<\/iCondOpe><dDCondOpe>Crédito<\/dDCondOpe><gPaConEIni>.*<dMonTiPag>15000<\/dMonTiPag>.*<\/gPaConEIni><gPaConEIni>.*<dMonTiPag>10000<\/dMonTiPag>.*<\/gPaConEIni><gPagCred>/,
    );
    expect(xml).toContain('<dPlazoCre>30 días</dPlazoCre><dMonEnt>25000</dMonEnt></gPagCred>');
    // A down payment of the whole total is no credit sale.
    const whole = [{ method: 'efectivo', amount: 55_000 } as const];
    expect(code(() => xmlOf({ ...input, payment: { condition: 'credito', entregaInicial: whole } }))).toBe(
      'PAYMENT_INVALID',
    );
  });

  it('exact totals: IVA 10 % = round(total/11), 5 % = round(total/21), exempt apart, no rounding to 50', () => {
    const xml = xmlOf(byName('RUC buyer'));
    expect(xml).toContain(
      '<dTasaIVA>10</dTasaIVA><dBasGravIVA>31818</dBasGravIVA><dLiqIVAItem>3182</dLiqIVAItem>',
    );
    expect(xml).toContain('<dSub10>55000</dSub10><dTotOpe>55000</dTotOpe>');
    expect(xml).toContain(
      '<dRedon>0</dRedon><dTotGralOpe>55000</dTotGralOpe><dIVA5>0</dIVA5><dIVA10>5000</dIVA10>',
    );
    expect(xml).toContain(
      '<dTotIVA>5000</dTotIVA><dBaseGrav5>0</dBaseGrav5><dBaseGrav10>50000</dBaseGrav10>',
    );
    // 3 × 5 000 + 1 at 10 %, 2 × 10 500 at 5 %, 7 000 exempt.
    expect(documentTotals(byName('several').lines)).toEqual({
      exempt: 7_000,
      sub5: 21_000,
      sub10: 15_001,
      total: 43_001,
      iva5: 1_000,
      iva10: 1_364,
      iva: 2_364,
      base5: 20_000,
      base10: 13_637,
    });
    const several = xmlOf(byName('several'));
    expect(several).toContain(
      '<dCantProSer>3</dCantProSer><gValorItem><dPUniProSer>5000</dPUniProSer><dTotBruOpeItem>15000</dTotBruOpeItem>',
    );
    expect(several).toContain('<dBasGravIVA>13636</dBasGravIVA><dLiqIVAItem>1364</dLiqIVAItem>');
    expect(several).toContain(
      '<iAfecIVA>3</iAfecIVA><dDesAfecIVA>Exento</dDesAfecIVA><dPropIVA>0</dPropIVA><dTasaIVA>0</dTasaIVA>',
    );
    expect(several).toContain(
      '<iTipTra>3</iTipTra><dDesTipTra>Mixto (Venta de mercadería y servicios)</dDesTipTra>',
    );
    expect(several).toContain('Artículo S1 &lt;con&gt; &quot;comillas&quot; &amp; signos');
    expect(xmlOf(byName('tourist'))).toContain(
      '<dSubExe>55000</dSubExe><dSubExo>0</dSubExo><dSub5>0</dSub5><dSub10>0</dSub10>',
    );
  });

  it('is pure: the same input gives the same text', () => {
    expect(xmlOf(byName('several'))).toBe(xmlOf(byName('several')));
  });

  it('refuses what SIFEN would refuse, with a code and a Spanish message', () => {
    const input = byName('RUC buyer');
    expect(code(() => xmlOf({ ...input, totals: { total: 55_000, iva: 4_999 } }))).toBe('TOTALS_MISMATCH');
    expect(code(() => xmlOf({ ...input, issuer: { ...input.issuer, ruc: '80123456-4' } }))).toBe(
      'RUC_INVALID',
    );
    expect(code(() => xmlOf({ ...input, buyer: { kind: 'persona', documento: '123', nombre: 'Ana' } }))).toBe(
      'BUYER_INVALID',
    );
    expect(
      code(() =>
        xmlOf({ ...input, buyer: { kind: 'turista', pasaporte: 'X1', pais: 'XXX', nombre: 'John Doe' } }),
      ),
    ).toBe('BUYER_INVALID');
    expect(code(() => xmlOf({ ...input, lines: [] }))).toBe('LINES_INVALID');
    expect(code(() => xmlOf({ ...input, lines: [{ ...input.lines[0]!, total: 1 }] }))).toBe('LINE_INVALID');
    expect(code(() => xmlOf({ ...input, timbrado: { numero: '123', fechaInicio: '2026-01-01' } }))).toBe(
      'TIMBRADO_INVALID',
    );
    expect(code(() => xmlOf({ ...input, issuer: { ...input.issuer, telefono: '123' } }))).toBe(
      'ISSUER_INVALID',
    );
    expect(code(() => xmlOf({ ...input, establecimiento: '1000' }))).toBe('SERIES_INVALID');
    expect(code(() => xmlOf({ ...input, emittedAt: 'hoy' }))).toBe('DATE_INVALID');
    expect(() => xmlOf({ ...input, totals: { total: 1, iva: 0 } })).toThrow(/no coinciden/);
  });
});
