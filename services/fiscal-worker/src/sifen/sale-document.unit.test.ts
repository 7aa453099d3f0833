import { DEFAULT_CUSTOMER } from '@lavadero/contracts/customers';
import { company, local, saleId, series } from '@lavadero/domain/sales/test-fixtures';
import { buildFacturaElectronica } from '@lavadero/fiscal/sifen/document';
import { SifenInputError } from '@lavadero/fiscal/sifen/errors';
import { describe, expect, it } from 'vitest';
import { facturaInputOf, type SaleForDocument } from './sale-document';

const customer: SaleForDocument['customer'] = {
  ...local,
  nombre: 'CLIENTE EMPRESA S.A.',
  docTipo: 'RUC',
  docNumero: '80000190-7',
};

const sale: SaleForDocument = {
  saleId,
  numeroFactura: '001-001-0000042',
  series: { ...series, secuencia: 42 },
  timbradoUsado: series.timbrado,
  fecha: '2026-11-25',
  company: { ...company, timbradoHasta: null, emision: 'electronica' },
  idempotencyKey: 'TEMP-1',
  codigoSeguridad: '987654321',
  issuedBy: 'cajero',
  issuedAt: '2026-11-25T14:05:00.000Z',
  customer,
  workOrderId: null,
  medioPago: 'efectivo',
  regimenTurismo: false,
  lines: [
    {
      kind: 'service',
      itemId: 'srv-1',
      nombre: 'Lavado completo',
      cantidad: 1,
      precioUnitario: 35_000,
      subtotal: 35_000,
    },
    {
      kind: 'combo',
      itemId: 'cmb-1',
      nombre: 'Combo brillo',
      cantidad: 1,
      precioUnitario: 50_000,
      subtotal: 50_000,
    },
    {
      kind: 'product',
      itemId: 'prd-1',
      nombre: 'Aromatizante',
      cantidad: 2,
      precioUnitario: 10_000,
      subtotal: 20_000,
    },
  ],
  subtotal: 95_455,
  impuestos: 9_545,
  total: 105_000,
};

const options = {
  environment: 'testing',
  signedAt: '2026-11-25T14:05:03.000Z',
  issuer: { numeroCasa: '1234' },
} as const;

const withCustomer = (changes: Partial<typeof customer>, saleChanges: Partial<SaleForDocument> = {}) => ({
  ...sale,
  ...saleChanges,
  customer: { ...customer, ...changes },
});

describe('facturaInputOf', () => {
  it('takes the series, number, security code, company and instants from the sale', () => {
    const input = facturaInputOf(sale, options);
    expect(input).toMatchObject({
      environment: 'testing',
      timbrado: { numero: '12345678', fechaInicio: '2026-01-01' },
      establecimiento: '001',
      punto: '001',
      number: 42,
      securityCode: '987654321',
      emittedAt: '2026-11-25T14:05:00.000Z',
      signedAt: '2026-11-25T14:05:03.000Z',
      issuer: {
        ruc: '80028061-0',
        razonSocial: 'Lavadero Central S.A.',
        telefono: '021 123 456',
        email: 'ventas@lavadero.com.py',
        numeroCasa: '1234',
      },
      totals: { total: 105_000, iva: 9_545 },
      payment: { condition: 'contado', method: 'efectivo' },
    });
    expect(input.lines.map((l) => [l.kind, l.ivaRate, l.total])).toEqual([
      ['service', 10, 35_000],
      ['service', 10, 50_000],
      ['goods', 10, 20_000],
    ]);
  });

  it('maps every kind of buyer', () => {
    expect(facturaInputOf(sale, options).buyer).toEqual({
      kind: 'contribuyente',
      ruc: '80000190-7',
      nombre: 'CLIENTE EMPRESA S.A.',
    });
    expect(
      facturaInputOf(withCustomer({ docTipo: 'CI', docNumero: '1234567', nombre: 'María' }), options).buyer,
    ).toEqual({
      kind: 'persona',
      documento: '1234567',
      nombre: 'María',
    });
    expect(
      facturaInputOf(withCustomer({ docTipo: 'Extranjero', docNumero: 'E-1' }), options).buyer,
    ).toMatchObject({
      kind: 'persona',
      documentType: 'cedula_extranjera',
    });
    expect(
      facturaInputOf(withCustomer({ docTipo: 'Pasaporte', docNumero: 'P-1' }), options).buyer,
    ).toMatchObject({
      kind: 'persona',
      documentType: 'pasaporte',
    });
    const general = withCustomer({
      customerId: DEFAULT_CUSTOMER.id,
      docTipo: 'CI',
      docNumero: '0',
      nombre: 'Cliente General',
    });
    expect(facturaInputOf(general, options).buyer).toEqual({ kind: 'innominado' });
  });

  it('a tourist-regime sale: passport, SIFEN country code from the name, every line exempt', () => {
    const tourist = withCustomer(
      {
        docTipo: 'Pasaporte',
        docNumero: 'AB123',
        pasaporte: 'AB123456',
        pais: 'brasil',
        regimenTurismo: true,
        nombre: 'João Silva',
      },
      { regimenTurismo: true, subtotal: 105_000, impuestos: 0 },
    );
    const input = facturaInputOf(tourist, options);
    expect(input.buyer).toEqual({
      kind: 'turista',
      pasaporte: 'AB123456',
      pais: 'BRA',
      nombre: 'João Silva',
    });
    expect(input.lines.every((l) => l.ivaRate === 0)).toBe(true);
    expect(buildFacturaElectronica(input).xml).toContain('<dTotIVA>0</dTotIVA>');
    expect(() =>
      facturaInputOf({ ...tourist, customer: { ...tourist.customer, pais: 'Atlántida' } }, options),
    ).toThrow(/País del turista/);
  });

  it('a sale on account is a credit invoice; the card methods stay cash', () => {
    expect(
      facturaInputOf({ ...sale, medioPago: 'cuenta' }, { ...options, creditTerm: '15 días' }).payment,
    ).toEqual({
      condition: 'credito',
      plazo: '15 días',
    });
    expect(facturaInputOf({ ...sale, medioPago: 'tarjeta_debito' }, options).payment).toEqual({
      condition: 'contado',
      method: 'tarjeta_debito',
    });
  });

  it('a split sale pays each part by its method; a part on account makes it credit', () => {
    const pagos = [
      { medio: 'efectivo', monto: 40_000, entregado: 50_000 },
      { medio: 'tarjeta_credito', monto: 65_000 },
    ] as const;
    const input = facturaInputOf({ ...sale, pagos: [...pagos] }, options);
    expect(input.payment).toEqual({
      condition: 'contado',
      method: 'efectivo',
      parts: [
        { method: 'efectivo', amount: 40_000 },
        { method: 'tarjeta_credito', amount: 65_000 },
      ],
    });
    expect(buildFacturaElectronica(input).xml.match(/<gPaConEIni>/g)).toHaveLength(2);
    // Part on account: a credit invoice whose down payment is the part paid at the counter.
    const onAccount = [pagos[0], { medio: 'cuenta', monto: 65_000 }] as unknown as typeof sale.pagos;
    const credit = facturaInputOf({ ...sale, pagos: onAccount }, options);
    expect(credit.payment).toEqual({
      condition: 'credito',
      entregaInicial: [{ method: 'efectivo', amount: 40_000 }],
    });
    const xml = buildFacturaElectronica(credit).xml;
    expect(xml).toContain('<iCondOpe>2</iCondOpe>');
    expect(xml.match(/<gPaConEIni>/g)).toHaveLength(1);
    expect(xml).toContain('<dMonTiPag>40000</dMonTiPag>');
    expect(xml).toMatch(/<gPagCred>.*<dMonEnt>40000<\/dMonEnt><\/gPagCred>/);
  });

  it('gives an input the builder accepts, with the sale totals to the guaraní', () => {
    const { cdc, xml } = buildFacturaElectronica(facturaInputOf(sale, options));
    expect(cdc.slice(0, 27)).toBe('018002806100010010000042220');
    expect(xml).toContain('<dTotGralOpe>105000</dTotGralOpe>');
    expect(xml).toContain('<dTotIVA>9545</dTotIVA>');
    expect(xml).toContain('<dFeEmiDE>2026-11-25T11:05:00</dFeEmiDE>');
  });

  it('refuses a printed-stamp sale and one without security code', () => {
    expect(() =>
      facturaInputOf({ ...sale, company: { ...sale.company, emision: 'impresa' } }, options),
    ).toThrow(SifenInputError);
    expect(() => facturaInputOf({ ...sale, codigoSeguridad: undefined }, options)).toThrow(
      /código de seguridad/,
    );
  });
});
