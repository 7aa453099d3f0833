import type { SaleEvent } from '@lavadero/domain/sales/events';
import { saleIssuedEvent } from '@lavadero/domain/sales/test-fixtures';
import { describe, expect, it } from 'vitest';
import { evolveSalePaymentFigures, MethodDeltas, type SalePaymentFigures } from './payment-method-figures';

const fold = (events: readonly SaleEvent[]) => {
  const deltas = new MethodDeltas();
  let figures: SalePaymentFigures | null = null;
  for (const event of events) {
    const after = evolveSalePaymentFigures(figures, event);
    deltas.change(figures, after);
    figures = after;
  }
  return [...deltas.rows.values()];
};

describe('sales by payment method', () => {
  const plain = saleIssuedEvent({ total: 85_000 });
  const split: SaleEvent = {
    ...plain,
    data: {
      ...plain.data,
      pagos: [
        { medio: 'efectivo', monto: 35_000, entregado: 50_000 },
        { medio: 'cheque', monto: 50_000 },
      ],
    },
  };

  it('counts a sale from before split payments in its one method, and each part of a split in its own', () => {
    expect(fold([plain])).toEqual([{ fecha: plain.data.fecha, medio: 'efectivo', amount: 85_000, sales: 1 }]);
    expect(fold([split])).toEqual([
      { fecha: plain.data.fecha, medio: 'efectivo', amount: 35_000, sales: 1 },
      { fecha: plain.data.fecha, medio: 'cheque', amount: 50_000, sales: 1 },
    ]);
  });

  it('a correction moves the amounts between methods; a void takes every part out', () => {
    const { saleId } = plain.data;
    const corrected: SaleEvent = {
      type: 'SaleCorrected',
      data: { ...split.data, medioPago: 'transferencia', pagos: undefined, correctedBy: 'a', at: 'x' },
    };
    expect(fold([split, corrected]).filter((d) => d.amount !== 0)).toEqual([
      { fecha: plain.data.fecha, medio: 'transferencia', amount: 85_000, sales: 1 },
    ]);
    const voided: SaleEvent = {
      type: 'SaleVoided',
      data: { saleId, numeroFactura: plain.data.numeroFactura, voidedBy: 'a', at: 'x' },
    };
    expect(fold([split, voided]).every((d) => d.amount === 0 && d.sales === 0)).toBe(true);
  });
});
