import type { FullSaleDto, SaleDto, SaleItemDto } from '@lavadero/contracts/sales';
import type { PaymentMethod, SaleLine } from '@lavadero/domain/sales/events';
import { changeOf, paymentsOf } from '@lavadero/domain/sales/payments';
import { isImportedSaleKey } from '@lavadero/domain/sales/sale';
import { toSaleElectronicDocument } from '@lavadero/read-models/electronic-documents/electronic-documents.queries';
import type { ElectronicDocumentRow } from '@lavadero/read-models/electronic-documents/electronic-documents.table';
import type { SaleView } from '@lavadero/read-models/sales/sale-view';

/** A line as spec 1 §3 names it: one of serviceId, comboId, inventoryItemId set. */
export function toSaleItemDto(line: SaleLine): SaleItemDto {
  return {
    serviceId: line.kind === 'service' ? line.itemId : null,
    comboId: line.kind === 'combo' ? line.itemId : null,
    inventoryItemId: line.kind === 'product' ? line.itemId : null,
    nombre: line.nombre,
    cantidad: line.cantidad,
    precioUnitario: line.precioUnitario,
    subtotal: line.subtotal,
  };
}

/** Every part of the payment, one for a sale paid whole by one method; change only on a tendered cash part. */
function toSalePaymentDtos(view: SaleView): SaleDto['pagos'] {
  return paymentsOf({ ...view, medioPago: view.medioPago as PaymentMethod }).map((part) => ({
    medio: part.medio as SaleDto['pagos'][number]['medio'],
    monto: part.monto,
    entregado: part.entregado ?? null,
    vuelto: part.entregado === undefined ? null : changeOf(part),
  }));
}

/** `electronic`: the row of its electronic document, for a sale issued electronically. */
export function toSaleDto(view: SaleView, electronic?: ElectronicDocumentRow): SaleDto {
  return {
    id: view.id,
    numeroFactura: view.numeroFactura,
    fecha: view.fecha,
    createdAt: view.createdAt,
    customerId: view.customerId,
    customerNombre: view.customerNombre,
    customerDocNumero: view.customerDocNumero,
    workOrderId: view.workOrderId,
    medioPago: view.medioPago as SaleDto['medioPago'],
    pagos: toSalePaymentDtos(view),
    regimenTurismo: view.regimenTurismo,
    timbradoUsado: view.timbradoUsado,
    subtotal: view.subtotal,
    impuestos: view.impuestos,
    total: view.total,
    anulada: view.anulada,
    anuladaAt: view.anuladaAt,
    importada: isImportedSaleKey(view.idempotencyKey),
    createdBy: view.createdBy,
    items: view.lines.map(toSaleItemDto),
    electronico: electronic ? toSaleElectronicDocument(electronic) : null,
  };
}

/** The invoice viewer's source: everything as it was when the invoice was issued (or corrected). */
export function toFullSaleDto(view: SaleView, electronic?: ElectronicDocumentRow): FullSaleDto {
  const { customerId, ...customer } = view.customer;
  return {
    sale: toSaleDto(view, electronic),
    items: view.lines.map(toSaleItemDto),
    customer: { id: customerId, ...customer },
    // Sales stored before electronic emission carry no `emision`: they were printed.
    companyConfig: { ...view.company, emision: view.company.emision ?? 'impresa' },
  };
}
