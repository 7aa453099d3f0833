import { amountInWords } from './amount-in-words';
import { splitTotal } from './iva';

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
  /** The line's 10 % taxable base: amount − round(amount / 11), the rule of the totals (iva.ts). */
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
  // Each line and the total are split by the one rule SIFEN uses, so a line reads the same on every
  // invoice. The line bases may then differ from the total's by a guaraní, as in the electronic
  // document, where item bases keep their decimals and only the totals are rounded.
  const { iva: iva10, base } = splitTotal(total);
  return {
    lines: input.lines.map((line) => ({
      ...line,
      exentas: 0,
      gravada5: 0,
      gravada10: splitTotal(line.subtotal).base,
    })),
    columnTotals: { exentas: 0, gravada5: 0, gravada10: base },
    total,
    liquidacionIva: { iva5: 0, iva10, total: iva10 },
    totalEnLetras: amountInWords(total),
  };
}
