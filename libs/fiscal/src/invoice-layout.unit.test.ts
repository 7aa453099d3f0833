import { describe, expect, it } from 'vitest';
import { layoutInvoice } from './invoice-layout';
import { formatInvoiceNumber } from './invoice-number';

const lavado = { nombre: 'Lavado completo', cantidad: 1, precioUnitario: 35_000, subtotal: 35_000 };
const cera = { nombre: 'Cera líquida', cantidad: 2, precioUnitario: 25_000, subtotal: 50_000 };
const aroma = { nombre: 'Aromatizante', cantidad: 1, precioUnitario: 7_000, subtotal: 7_000 };

describe('layoutInvoice', () => {
  it('puts a local customer in the 10 % column at amount × 10/11 and liquidates IVA on the total', () => {
    const layout = layoutInvoice({ lines: [lavado], regimenTurismo: false });
    expect(layout.lines[0]).toMatchObject({ exentas: 0, gravada5: 0, gravada10: 31_818 });
    expect(layout.columnTotals).toEqual({ exentas: 0, gravada5: 0, gravada10: 31_818 });
    expect(layout.liquidacionIva).toEqual({ iva5: 0, iva10: 3_182, total: 3_182 });
    expect(layout.total).toBe(35_000);
    expect(layout.totalEnLetras).toBe('Son: TREINTA Y CINCO MIL GUARANÍES');
  });

  it('rounds line bases so that they add up to the base of the total', () => {
    const layout = layoutInvoice({ lines: [lavado, cera, aroma], regimenTurismo: false });
    const total = 92_000;
    const iva = Math.round(total / 11);
    expect(layout.liquidacionIva.iva10).toBe(iva);
    expect(layout.lines.map((l) => l.gravada10)).toEqual([31_818, 45_454, 6_364]);
    expect(layout.lines.reduce((s, l) => s + l.gravada10, 0)).toBe(total - iva);
  });

  it('puts a tourist in the exempt column with no IVA', () => {
    const layout = layoutInvoice({ lines: [lavado, cera], regimenTurismo: true });
    expect(layout.lines.map((l) => [l.exentas, l.gravada5, l.gravada10])).toEqual([
      [35_000, 0, 0],
      [50_000, 0, 0],
    ]);
    expect(layout.columnTotals).toEqual({ exentas: 85_000, gravada5: 0, gravada10: 0 });
    expect(layout.liquidacionIva.total).toBe(0);
  });
});

describe('formatInvoiceNumber', () => {
  it('pads establecimiento, punto and the 7-digit sequence', () => {
    expect(formatInvoiceNumber('001', '001', 1)).toBe('001-001-0000001');
    expect(formatInvoiceNumber('2', '15', 1234)).toBe('002-015-0001234');
  });
  it('refuses a sequence out of range and malformed codes', () => {
    expect(() => formatInvoiceNumber('001', '001', 0)).toThrow(RangeError);
    expect(() => formatInvoiceNumber('001', '001', 10_000_000)).toThrow(RangeError);
    expect(() => formatInvoiceNumber('0001', '001', 1)).toThrow(RangeError);
  });
});
