import type { FacturaElectronicaInput, FacturaLine } from './factura-input';

/** For tests: a factura electrónica's input per kind of buyer, payment and IVA mix. */
const base: FacturaElectronicaInput = {
  environment: 'testing',
  issuer: {
    ruc: '80123456-5',
    razonSocial: 'LAVADERO PRUEBA S.A.',
    nombreFantasia: 'Lavadero Prueba',
    direccion: 'Avda. Mariscal López',
    numeroCasa: '1234',
    telefono: '021-555000',
    email: 'facturas@lavadero.example.com.py',
  },
  timbrado: { numero: '12345678', fechaInicio: '2026-01-01' },
  establecimiento: '001',
  punto: '002',
  number: 1,
  securityCode: '123456789',
  emittedAt: '2026-01-15T13:30:00.000Z',
  signedAt: '2026-01-15T13:30:05.000Z',
  buyer: { kind: 'contribuyente', ruc: '80028061-0', nombre: 'CLIENTE EMPRESA S.A.' },
  payment: { condition: 'contado', method: 'efectivo' },
  lines: [
    {
      code: 'SRV-LAV-01',
      description: 'Lavado completo de vehículo',
      quantity: 1,
      unitPrice: 35_000,
      total: 35_000,
      ivaRate: 10,
      kind: 'service',
    },
    {
      code: 'PRD-AROM-01',
      description: 'Aromatizante para auto',
      quantity: 1,
      unitPrice: 20_000,
      total: 20_000,
      ivaRate: 10,
      kind: 'goods',
    },
  ],
  totals: { total: 55_000, iva: 5_000 },
};

const line = (code: string, quantity: number, unitPrice: number, ivaRate: 10 | 5 | 0): FacturaLine => ({
  code,
  description: `Artículo ${code} <con> "comillas" & signos`,
  quantity,
  unitPrice,
  total: quantity * unitPrice,
  ivaRate,
  kind: code.startsWith('S') ? 'service' : 'goods',
});

export const facturaCases: readonly { name: string; input: FacturaElectronicaInput }[] = [
  { name: 'RUC buyer, cash', input: base },
  {
    name: 'CI buyer, credit card, production',
    input: {
      ...base,
      environment: 'production',
      number: 2,
      buyer: { kind: 'persona', documento: '1.234.567', nombre: 'María Benítez' },
      payment: { condition: 'contado', method: 'tarjeta_credito' },
    },
  },
  {
    name: 'tourist, exempt, transfer',
    input: {
      ...base,
      number: 3,
      buyer: { kind: 'turista', pasaporte: 'AB123456', pais: 'ARG', nombre: 'Juan Pérez' },
      payment: { condition: 'contado', method: 'transferencia' },
      lines: base.lines.map((l) => ({ ...l, ivaRate: 0 })),
      totals: { total: 55_000, iva: 0 },
    },
  },
  {
    name: 'Cliente General, debit card',
    input: {
      ...base,
      number: 4,
      buyer: { kind: 'innominado' },
      payment: { condition: 'contado', method: 'tarjeta_debito' },
    },
  },
  {
    name: 'credit sale on account',
    input: { ...base, number: 5, payment: { condition: 'credito' } },
  },
  {
    name: 'several lines at 10 %, 5 % and exempt, cheque',
    input: {
      ...base,
      number: 6,
      payment: { condition: 'contado', method: 'cheque', cheque: { numero: '1234', banco: 'Banco Prueba' } },
      lines: [
        line('S1', 3, 5_000, 10),
        line('P1', 2, 10_500, 5),
        line('P2', 1, 7_000, 0),
        line('S2', 1, 1, 10),
      ],
      totals: undefined,
    },
  },
  {
    name: 'resident with passport, B2C',
    input: {
      ...base,
      number: 8,
      buyer: { kind: 'persona', documento: 'P-445566', nombre: 'Paulo Costa', documentType: 'pasaporte' },
    },
  },
  {
    name: 'foreign identity card, cheque without its data',
    input: {
      ...base,
      number: 7,
      buyer: {
        kind: 'persona',
        documento: 'E-998877',
        nombre: 'Ana Souza',
        documentType: 'cedula_extranjera',
      },
      payment: { condition: 'contado', method: 'cheque' },
    },
  },
  {
    name: 'split payment: cash, credit card and cheque, one gPaConEIni each',
    input: {
      ...base,
      number: 9,
      payment: {
        condition: 'contado',
        method: 'efectivo',
        cheque: { numero: '4321', banco: 'Banco Prueba' },
        parts: [
          { method: 'efectivo', amount: 15_000 },
          { method: 'tarjeta_credito', amount: 30_000 },
          { method: 'cheque', amount: 10_000 },
        ],
      },
    },
  },
  {
    name: 'part on account: credit with a cash and card down payment (entrega inicial)',
    input: {
      ...base,
      number: 10,
      payment: {
        condition: 'credito',
        plazo: '30 días',
        entregaInicial: [
          { method: 'efectivo', amount: 15_000 },
          { method: 'tarjeta_debito', amount: 10_000 },
        ],
      },
    },
  },
];
