import { describe, expect, it } from 'vitest';
import { layoutInvoice } from './invoice-layout';
import { formatInvoiceNumber } from './invoice-number';

const lavado = { nombre: 'Lavado completo', cantidad: 1, precioUnitario: 35_000, subtotal: 35_000 };
const cera = { nombre: 'Cera líquida', cantidad: 2, precioUnitario: 25_000, subtotal: 50_000 };
const aroma = { nombre: 'Aromatizante', cantidad: 1, precioUnitario: 7_000, subtotal: 7_000 };

describe('layoutInvoice', () => {
  it('puts a local customer in the 10 % column at amount − round(amount / 11) and liquidates IVA on the total', () => {
    const layout = layoutInvoice({ lines: [lavado], regimenTurismo: false });
    expect(layout.lines[0]).toMatchObject({ exentas: 0, gravada5: 0, gravada10: 31_818 });
    expect(layout.columnTotals).toEqual({ exentas: 0, gravada5: 0, gravada10: 31_818 });
    expect(layout.liquidacionIva).toEqual({ iva5: 0, iva10: 3_182, total: 3_182 });
    expect(layout.total).toBe(35_000);
    expect(layout.totalEnLetras).toBe('Son: TREINTA Y CINCO MIL GUARANÍES');
  });

  it('splits every line and the total by the one rule: a line has the same base on every invoice', () => {
    const wash = { nombre: 'Lavado', cantidad: 1, precioUnitario: 80_000, subtotal: 80_000 };
    const polish = { nombre: 'Pulido', cantidad: 1, precioUnitario: 80_000, subtotal: 80_000 };
    const alone = layoutInvoice({ lines: [wash], regimenTurismo: false });
    const together = layoutInvoice({ lines: [wash, polish], regimenTurismo: false });
    // 80.000 − round(80.000 / 11) = 72.727, alone or beside another line.
    expect(alone.lines.map((l) => l.gravada10)).toEqual([72_727]);
    expect(together.lines.map((l) => l.gravada10)).toEqual([72_727, 72_727]);
    // The total is split once: 160.000 − round(160.000 / 11), as the electronic document's totals.
    expect(together.liquidacionIva.iva10).toBe(14_545);
    expect(together.columnTotals.gravada10).toBe(145_455);
    const mixed = layoutInvoice({ lines: [lavado, cera, aroma], regimenTurismo: false });
    expect(mixed.lines.map((l) => l.gravada10)).toEqual([31_818, 45_455, 6_364]);
    expect(mixed.columnTotals.gravada10 + mixed.liquidacionIva.iva10).toBe(92_000);
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
