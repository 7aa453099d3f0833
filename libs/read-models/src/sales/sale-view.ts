import type { SaleContent, SaleEvent } from '@lavadero/domain/sales/events';
import { assertNever } from '@lavadero/domain/shared/decider';
import type { Insertable } from 'kysely';
import type { SaleRow, SalesTable } from './sales.table';

/** A sale as the read model holds it, with money as numbers and the snapshots as objects. */
export type SaleView = Omit<SaleRow, 'subtotal' | 'impuestos' | 'total'> & {
  readonly subtotal: number;
  readonly impuestos: number;
  readonly total: number;
};

/** What issuing and correcting both set: the buyer (also as search columns), lines and money. */
function contentColumns(d: SaleContent) {
  return {
    customerId: d.customer.customerId,
    customerNombre: d.customer.nombre,
    customerDocNumero: d.customer.docNumero,
    customer: d.customer,
    workOrderId: d.workOrderId,
    medioPago: d.medioPago,
    pagos: d.pagos ? [...d.pagos] : null,
    regimenTurismo: d.regimenTurismo,
    lines: [...d.lines],
    subtotal: d.subtotal,
    impuestos: d.impuestos,
    total: d.total,
  };
}

/** Pure: the sale after one of its events (null before it was issued). */
export function evolveSaleView(view: SaleView | null, event: SaleEvent): SaleView | null {
  switch (event.type) {
    case 'SaleIssued': {
      const d = event.data;
      return {
        id: d.saleId,
        numeroFactura: d.numeroFactura,
        secuencia: d.series.secuencia,
        fecha: d.fecha,
        createdAt: d.issuedAt,
        createdBy: d.issuedBy,
        ...contentColumns(d),
        timbradoUsado: d.timbradoUsado,
        company: d.company,
        idempotencyKey: d.idempotencyKey,
        anulada: false,
        anuladaAt: null,
        updatedAt: d.issuedAt,
      };
    }
    case 'SaleCorrected': {
      if (view === null) return null;
      const d = event.data;
      return {
        ...view,
        ...contentColumns(d),
        updatedAt: d.at,
      };
    }
    case 'SaleVoided':
      return view === null
        ? null
        : { ...view, anulada: true, anuladaAt: event.data.at, updatedAt: event.data.at };
    default:
      return assertNever(event);
  }
}

// bigint arrives as a string from `pg` and as a number from PGlite: converted here, once.
export function fromSaleRow(row: SaleRow): SaleView {
  return {
    ...row,
    subtotal: Number(row.subtotal),
    impuestos: Number(row.impuestos),
    total: Number(row.total),
  };
}

export function toSaleRow(view: SaleView): Insertable<SalesTable> {
  return {
    ...view,
    customer: JSON.stringify(view.customer),
    lines: JSON.stringify(view.lines),
    pagos: view.pagos ? JSON.stringify(view.pagos) : null,
    company: JSON.stringify(view.company),
  };
}
