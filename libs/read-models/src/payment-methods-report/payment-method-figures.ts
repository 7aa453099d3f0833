import type { SaleContent, SaleEvent } from '@lavadero/domain/sales/events';
import { paymentsOf } from '@lavadero/domain/sales/payments';
import { assertNever } from '@lavadero/domain/shared/decider';

/** What one sale adds to the sales by payment method while it counts: each part in its method. */
export interface SalePaymentFigures {
  readonly saleId: string;
  /** Calendar day of issue in Asunción; corrections keep it. */
  readonly fecha: string;
  readonly parts: readonly { readonly medio: string; readonly monto: number }[];
  readonly counted: boolean;
}

const partsOf = (content: SaleContent) => paymentsOf(content).map(({ medio, monto }) => ({ medio, monto }));

/** Pure: a sale's figures after one of its events (null before it was issued). */
export function evolveSalePaymentFigures(
  figures: SalePaymentFigures | null,
  event: SaleEvent,
): SalePaymentFigures | null {
  switch (event.type) {
    case 'SaleIssued':
      return {
        saleId: event.data.saleId,
        fecha: event.data.fecha,
        parts: partsOf(event.data),
        counted: true,
      };
    case 'SaleCorrected':
      // A voided sale stays out; a correction moves the sale between methods on its day of issue.
      return figures?.counted ? { ...figures, parts: partsOf(event.data) } : figures;
    case 'SaleVoided':
      return figures && { ...figures, counted: false };
    default:
      return assertNever(event);
  }
}

/** One day and method: the amount paid by it and the sales with a part in it. */
export interface MethodDelta {
  fecha: string;
  medio: string;
  amount: number;
  sales: number;
}

/** The changes a batch makes to the per-day, per-method table, summed per key. */
export class MethodDeltas {
  readonly rows = new Map<string, MethodDelta>();

  /** Moves from what `before` added to what `after` adds. */
  change(before: SalePaymentFigures | null, after: SalePaymentFigures | null): void {
    if (before?.counted) this.add(before, -1);
    if (after?.counted) this.add(after, 1);
  }

  private add(figures: SalePaymentFigures, sign: 1 | -1): void {
    for (const part of figures.parts) {
      const key = `${figures.fecha}|${part.medio}`;
      const row = this.rows.get(key) ?? { fecha: figures.fecha, medio: part.medio, amount: 0, sales: 0 };
      row.amount += sign * part.monto;
      row.sales += sign;
      this.rows.set(key, row);
    }
  }
}
