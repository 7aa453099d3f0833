import { ivaIncluded } from '../iva';
import { SifenInputError } from './errors';
import type { FacturaLine } from './factura-input';

/**
 * The one rounding rule, for each line and for the totals alike: the IVA inside an amount is
 * round(amount / 11) at 10 % and round(amount / 21) at 5 % (`ivaIncluded`), the base is the amount
 * minus that IVA, and nothing is ever rounded to 50 nor carries decimals (guaraníes). The totals
 * apply the rule to each rate's subtotal, so the document's IVA is the sale's (which the printed
 * invoice and the reports show); the lines' IVA may add up to a few guaraníes apart from it.
 */
export interface LineAmounts {
  readonly line: FacturaLine;
  readonly iva: number;
  readonly base: number;
}

export interface DocumentTotals {
  readonly exempt: number;
  readonly sub5: number;
  readonly sub10: number;
  readonly total: number;
  readonly iva5: number;
  readonly iva10: number;
  readonly iva: number;
  readonly base5: number;
  readonly base10: number;
}

const MAX_LINES = 999;

function checkLine(line: FacturaLine, index: number): void {
  const where = `línea ${index + 1}`;
  if (!Number.isInteger(line.quantity) || line.quantity < 1) {
    throw new SifenInputError('LINE_INVALID', `Cantidad inválida en la ${where}`);
  }
  if (
    !Number.isInteger(line.unitPrice) ||
    line.unitPrice < 0 ||
    line.total !== line.quantity * line.unitPrice
  ) {
    throw new SifenInputError('LINE_INVALID', `El total de la ${where} no es cantidad × precio en guaraníes`);
  }
  if (line.code.trim() === '' || line.code.length > 50 || line.description.trim() === '') {
    throw new SifenInputError('LINE_INVALID', `Código o descripción inválidos en la ${where}`);
  }
}

export function lineAmounts(lines: readonly FacturaLine[]): LineAmounts[] {
  if (lines.length === 0 || lines.length > MAX_LINES) {
    throw new SifenInputError('LINES_INVALID', `El documento debe tener entre 1 y ${MAX_LINES} líneas`);
  }
  return lines.map((line, index) => {
    checkLine(line, index);
    const iva = ivaIncluded(line.total, line.ivaRate);
    return { line, iva, base: line.ivaRate === 0 ? 0 : line.total - iva };
  });
}

const sumAt = (lines: readonly FacturaLine[], rate: 0 | 5 | 10) =>
  lines.filter((l) => l.ivaRate === rate).reduce((sum, l) => sum + l.total, 0);

export function documentTotals(lines: readonly FacturaLine[]): DocumentTotals {
  const exempt = sumAt(lines, 0);
  const sub5 = sumAt(lines, 5);
  const sub10 = sumAt(lines, 10);
  const iva5 = ivaIncluded(sub5, 5);
  const iva10 = ivaIncluded(sub10, 10);
  return {
    exempt,
    sub5,
    sub10,
    total: exempt + sub5 + sub10,
    iva5,
    iva10,
    iva: iva5 + iva10,
    base5: sub5 - iva5,
    base10: sub10 - iva10,
  };
}
