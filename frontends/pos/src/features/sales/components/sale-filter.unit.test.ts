import type { SaleDto } from '@lavadero/contracts/sales';
import { describe, expect, it } from 'vitest';
import { filterSales, isFiltered, NO_FILTERS, saleStats } from './sale-filter';

const sale = (over: Partial<SaleDto>): SaleDto => ({
  id: crypto.randomUUID(),
  numeroFactura: '001-001-0000001',
  fecha: '2026-11-23',
  createdAt: '2026-11-23T12:00:00.000Z',
  customerId: 'c',
  customerNombre: 'Juan Pérez',
  customerDocNumero: '1234567',
  importada: false,
  workOrderId: null,
  medioPago: 'efectivo',
  regimenTurismo: false,
  timbradoUsado: '12345678',
  subtotal: 0,
  impuestos: 0,
  total: 10_000,
  anulada: false,
  anuladaAt: null,
  createdBy: null,
  items: [],
  ...over,
  pagos: over.pagos ?? [
    { medio: over.medioPago ?? 'efectivo', monto: over.total ?? 10_000, entregado: null, vuelto: null },
  ],
});

const sales = [
  sale({ numeroFactura: '001-001-0000003', customerNombre: 'Ana Gómez', total: 30_000 }),
  sale({
    numeroFactura: '001-001-0000002',
    regimenTurismo: true,
    medioPago: 'tarjeta_credito',
    customerDocNumero: 'AR998877',
    total: 20_001,
  }),
  sale({ numeroFactura: '001-001-0000001', fecha: '2026-11-22', total: 50_000 }),
  sale({ numeroFactura: '001-001-0000004', anulada: true, total: 99_000 }),
  sale({
    numeroFactura: '001-001-0000005',
    fecha: '2026-11-20',
    total: 40_000,
    pagos: [
      { medio: 'efectivo', monto: 10_000, entregado: 20_000, vuelto: 10_000 },
      { medio: 'tarjeta_credito', monto: 30_000, entregado: null, vuelto: null },
    ],
  }),
];

describe('sales screen filters and stats', () => {
  it('searches by number, name or document, and filters by payment and customer type', () => {
    const numbers = (f: Parameters<typeof filterSales>[1]) =>
      filterSales(sales, f).map((s) => s.numeroFactura);
    expect(numbers({ ...NO_FILTERS, search: '0000003' })).toEqual(['001-001-0000003']);
    expect(numbers({ ...NO_FILTERS, search: 'ana gó' })).toEqual(['001-001-0000003']);
    expect(numbers({ ...NO_FILTERS, search: 'ar998' })).toEqual(['001-001-0000002']);
    expect(numbers({ ...NO_FILTERS, medioPago: 'tarjeta_credito' })).toEqual([
      '001-001-0000002',
      '001-001-0000005',
    ]);
    expect(numbers({ ...NO_FILTERS, medioPago: 'efectivo' })).toContain('001-001-0000005');
    expect(numbers({ ...NO_FILTERS, tipoCliente: 'locales' })).toHaveLength(4);
    expect(isFiltered(NO_FILTERS)).toBe(false);
    expect(isFiltered({ ...NO_FILTERS, search: ' x ' })).toBe(true);
  });

  it("counts today's live sales (voided ones leave every total) with a rounded average", () => {
    expect(saleStats(sales, '2026-11-23')).toEqual({
      ventasHoy: 50_001,
      facturasHoy: 2,
      promedio: 25_001,
      totalVentas: 4,
    });
    expect(saleStats([], '2026-11-23').promedio).toBe(0);
  });
});
