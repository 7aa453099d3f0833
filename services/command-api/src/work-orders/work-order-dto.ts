import type {
  WorkOrderDto,
  WorkOrderEstado,
  WorkOrderItemDto,
  WorkOrderPrintDto,
} from '@lavadero/contracts/work-orders';
import type { WorkOrderLine } from '@lavadero/domain/work-orders/events';
import type { CompanyConfigRow } from '@lavadero/read-models/company-config/company-config.table';
import type { CustomerRow } from '@lavadero/read-models/customers/customers.table';
import type { WorkOrderRow } from '@lavadero/read-models/work-orders/work-orders.table';

/** A line with the spec's names and, as where it is read or created, quantity and price too. */
export function toWorkOrderItemDto(workOrderId: string, line: WorkOrderLine): WorkOrderItemDto {
  const { lineId, kind, itemId, nombre, precio, cantidad } = line;
  return {
    id: lineId,
    workOrderId,
    serviceId: kind === 'service' ? itemId : null,
    comboId: kind === 'combo' ? itemId : null,
    inventoryItemId: kind === 'product' ? itemId : null,
    nombre,
    precio,
    cantidad,
    price: precio,
    quantity: cantidad,
    total: precio * cantidad,
  };
}

export function toWorkOrderDto(row: WorkOrderRow): WorkOrderDto {
  return {
    id: row.id,
    numero: row.numero,
    estado: row.estado as WorkOrderEstado,
    customerId: row.customerId,
    customerNombre: row.customerNombre,
    customerDocNumero: row.customerDocNumero,
    customerTelefono: row.customerTelefono,
    vehicleId: row.vehicleId,
    vehiclePlaca: row.vehiclePlaca,
    vehicleMarca: row.vehicleMarca,
    vehicleModelo: row.vehicleModelo,
    vehicleColor: row.vehicleColor,
    fechaEntrada: row.createdAt,
    createdAt: row.createdAt,
    fechaInicio: row.fechaInicio,
    fechaFin: row.fechaFin,
    fechaEntrega: row.fechaEntrega,
    observaciones: row.observaciones,
    total: row.total,
    items: row.lines.map((line) => toWorkOrderItemDto(row.id, line)),
    facturada: row.saleId !== null,
    saleId: row.saleId,
    numeroFactura: row.numeroFactura,
  };
}

/**
 * GET /api/print/work-orders/{id}: the receipt's data. The customer's document and contact come
 * from the customers read model when the customer still exists.
 */
export function toWorkOrderPrintDto(
  row: WorkOrderRow,
  customer: CustomerRow | undefined,
  company: CompanyConfigRow | undefined,
): WorkOrderPrintDto {
  const order = toWorkOrderDto(row);
  return {
    customer: {
      id: order.customerId,
      nombre: order.customerNombre,
      docTipo: customer?.docTipo ?? '',
      docNumero: order.customerDocNumero,
      telefono: order.customerTelefono,
      email: customer?.email ?? null,
      direccion: customer?.direccion ?? null,
    },
    vehicle: {
      id: order.vehicleId,
      placa: order.vehiclePlaca,
      marca: order.vehicleMarca,
      modelo: order.vehicleModelo,
      color: order.vehicleColor,
    },
    orderItems: order.items.map(({ nombre, cantidad, precio, total }) => ({
      name: nombre,
      quantity: cantidad,
      price: precio,
      total,
    })),
    workOrder: {
      id: order.id,
      numero: order.numero,
      estado: order.estado,
      fechaEntrada: order.fechaEntrada,
      fechaInicio: order.fechaInicio,
      fechaFin: order.fechaFin,
      fechaEntrega: order.fechaEntrega,
      observaciones: order.observaciones,
      total: order.total,
    },
    company: company
      ? {
          razonSocial: company.razonSocial,
          nombreFantasia: company.nombreFantasia,
          ruc: company.ruc,
          direccion: company.direccion,
          ciudad: company.ciudad,
          telefono: company.telefono,
        }
      : null,
  };
}
