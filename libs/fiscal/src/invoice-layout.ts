import { amountInWords } from './amount-in-words';
import { ivaIncluded } from './iva';

/**
 * The figures of a printed invoice, computed once for every renderer (viewer, A4 print window, demo
 * invoice pages). Every sale line is taxed at 10 % unless the customer is under the tourist regime,
 * when the whole amount goes to the exempt column.
 */
export interface InvoiceLineInput {
  readonly nombre: string;
  readonly cantidad: number;
  /** Integer guaraníes, IVA included. */
  readonly precioUnitario: number;
  readonly subtotal: number;
}

export interface InvoiceLineLayout extends InvoiceLineInput {
  readonly exentas: number;
  readonly gravada5: number;
  /** The line's 10 % taxable base: amount × 10/11 (spec 1, "Invoice viewer"). */
  readonly gravada10: number;
}

export interface InvoiceLayout {
  readonly lines: readonly InvoiceLineLayout[];
  readonly columnTotals: { readonly exentas: number; readonly gravada5: number; readonly gravada10: number };
  readonly total: number;
  /** IVA liquidation: round(total/11) at 10 %, nothing at 5 % (no 5 % items are sold), 0 when exempt. */
  readonly liquidacionIva: { readonly iva5: number; readonly iva10: number; readonly total: number };
  readonly totalEnLetras: string;
}

/**
 * Splits `target` among `shares` (exact, fractional) so that each part is its share rounded down or
 * up and the parts add up to `target` exactly: the largest remainders get the extra guaraní. So the
 * 10 % column adds up to the same base as the totals, with no guaraní lost to per-line rounding.
 */
function allocate(shares: readonly number[], target: number): number[] {
  const parts = shares.map(Math.floor);
  let missing = target - parts.reduce((a, b) => a + b, 0);
  const byRemainder = shares
    .map((share, index) => ({ index, remainder: share - Math.floor(share) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (missing <= 0) break;
    parts[index] = (parts[index] as number) + 1;
    missing -= 1;
  }
  return parts;
}

export function layoutInvoice(input: {
  readonly lines: readonly InvoiceLineInput[];
  readonly regimenTurismo: boolean;
}): InvoiceLayout {
  const total = input.lines.reduce((sum, line) => sum + line.subtotal, 0);
  if (input.regimenTurismo) {
    return {
      lines: input.lines.map((line) => ({ ...line, exentas: line.subtotal, gravada5: 0, gravada10: 0 })),
      columnTotals: { exentas: total, gravada5: 0, gravada10: 0 },
      total,
      liquidacionIva: { iva5: 0, iva10: 0, total: 0 },
      totalEnLetras: amountInWords(total),
    };
  }
  const iva10 = ivaIncluded(total, 10);
  const bases = allocate(
    input.lines.map((line) => (line.subtotal * 10) / 11),
    total - iva10,
  );
  return {
    lines: input.lines.map((line, i) => ({
      ...line,
      exentas: 0,
      gravada5: 0,
      gravada10: bases[i] as number,
    })),
    columnTotals: { exentas: 0, gravada5: 0, gravada10: total - iva10 },
    total,
    liquidacionIva: { iva5: 0, iva10, total: iva10 },
    totalEnLetras: amountInWords(total),
  };
}
