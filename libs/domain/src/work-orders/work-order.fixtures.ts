import { deciderSpec } from '../shared/decider-spec';
import type { CreateWorkOrder, WorkOrderCatalog, WorkOrderCommand } from './commands';
import type { OrderAdvanced, WorkOrderCreated, WorkOrderEstado, WorkOrderLine } from './events';
import type { WorkOrderNumberAssigned } from './work-order-series';
import { type WorkOrdersEvent, workOrdersDecider } from './work-orders-decide';

/** What the work-order decider tests share: an order, its catalogue, customer and vehicle, and their events. */
export const spec = deciderSpec(workOrdersDecider);
export const workOrderId = 'orden-1';
export const userId = 'user-1';
export const now = '2026-11-21T13:00:00.000Z';
export const later = '2026-11-21T15:30:00.000Z';

export const catalog: WorkOrderCatalog = {
  services: {
    'srv-lavado': { nombre: 'Lavado completo', precio: 35_000, activo: true },
    'srv-motor': { nombre: 'Lavado de motor', precio: 50_000, activo: false },
  },
  combos: { 'combo-full': { nombre: 'Combo Full', precio: 120_000, activo: true } },
  products: { 'prod-cera': { nombre: 'Cera líquida', precio: 25_000, activo: true } },
};
export const customer = {
  customerId: 'cli-1',
  nombre: 'María González',
  docNumero: '1234567',
  telefono: '0981 123456',
};
export const vehicle = {
  vehicleId: 'veh-1',
  customerId: 'cli-1',
  placa: 'ABC 123',
  marca: 'Toyota',
  modelo: 'Corolla',
  color: 'Blanco',
};

export const lavado: WorkOrderLine = {
  lineId: 'l-1',
  kind: 'service',
  itemId: 'srv-lavado',
  nombre: 'Lavado completo',
  precio: 35_000,
  cantidad: 2,
};
export const cera: WorkOrderLine = {
  lineId: 'l-2',
  kind: 'product',
  itemId: 'prod-cera',
  nombre: 'Cera líquida',
  precio: 25_000,
  cantidad: 1,
};
export const requested = ({ lineId, kind, itemId, cantidad }: WorkOrderLine) => ({
  lineId,
  kind,
  itemId,
  cantidad,
});

export const create = (changes: Partial<CreateWorkOrder['data']> = {}): CreateWorkOrder => ({
  type: 'CreateWorkOrder',
  data: {
    workOrderId,
    userId,
    now,
    customer,
    vehicle,
    observaciones: 'Rayón en la puerta',
    lines: [requested(lavado)],
    catalog,
    ...changes,
  },
});
export const numbered = (numero: number, id = workOrderId): WorkOrderNumberAssigned => ({
  type: 'WorkOrderNumberAssigned',
  data: { numero, workOrderId: id, at: now },
});
export const created = (numero = 1): WorkOrderCreated => ({
  type: 'WorkOrderCreated',
  data: {
    workOrderId,
    numero,
    customerId: 'cli-1',
    customerNombre: 'María González',
    customerDocNumero: '1234567',
    customerTelefono: '0981 123456',
    vehicleId: 'veh-1',
    vehiclePlaca: 'ABC 123',
    vehicleMarca: 'Toyota',
    vehicleModelo: 'Corolla',
    vehicleColor: 'Blanco',
    observaciones: 'Rayón en la puerta',
    lines: [lavado],
    total: 70_000,
    createdBy: userId,
    createdAt: now,
  },
});
export const advanced = (from: WorkOrderEstado, to: WorkOrderEstado, at = later): OrderAdvanced => ({
  type: 'OrderAdvanced',
  data: { workOrderId, from, to, by: userId, at },
});
export const update = (data: Partial<Extract<WorkOrderCommand, { type: 'UpdateWorkOrder' }>['data']>) =>
  ({
    type: 'UpdateWorkOrder',
    data: { workOrderId, userId, now: later, catalog, ...data },
  }) as WorkOrderCommand;
export const bill = (saleId = 'sale-1', markAsDelivered = false): WorkOrderCommand => ({
  type: 'BillWorkOrder',
  data: { workOrderId, userId, now: later, saleId, numeroFactura: '001-001-0000001', markAsDelivered },
});
export const billed = (saleId = 'sale-1'): WorkOrdersEvent => ({
  type: 'WorkOrderBilled',
  data: { workOrderId, saleId, numeroFactura: '001-001-0000001', billedBy: userId, at: later },
});
export const finished = [
  numbered(1),
  created(),
  advanced('recibido', 'en_proceso'),
  advanced('en_proceso', 'terminado'),
];
