import type { CreateSaleInput } from '@lavadero/contracts/sales';
import type { CreateWorkOrderInput, WorkOrderDto, WorkOrderEstado } from '@lavadero/contracts/work-orders';
import { startSalesTestServer } from './sales-test-kit';

/** A vehicle as the form sends it. */
export const vehicleForm = (customerId: string, placa: string) => ({
  customerId,
  placa,
  marca: 'Toyota',
  modelo: 'Corolla',
  color: 'Blanco',
  observaciones: '',
});

/** The path from recibido to each estado, one PUT per step. */
const PATH: Record<WorkOrderEstado, WorkOrderEstado[]> = {
  recibido: [],
  en_proceso: ['en_proceso'],
  terminado: ['en_proceso', 'terminado'],
  entregado: ['en_proceso', 'terminado', 'entregado'],
  cancelado: ['cancelado'],
};

/**
 * The sales test server (company and stamp, a service, a product, a local and a tourist customer,
 * one session per role) plus a vehicle for each customer, and the calls the work-order tests make.
 */
export async function startWorkOrdersTestServer(options: Parameters<typeof startSalesTestServer>[0] = {}) {
  const kit = await startSalesTestServer(options);
  const { call, cookies } = kit;
  const vehicle = async (customerId: string, placa: string): Promise<string> => {
    const res = await call('POST', '/api/vehicles', cookies.admin, vehicleForm(customerId, placa));
    if (res.statusCode !== 201) throw new Error(`vehicle: ${res.statusCode} ${res.body}`);
    return res.json().id;
  };
  const localVehicleId = await vehicle(kit.localId, 'ABC 123');
  const touristVehicleId = await vehicle(kit.touristId, 'XYZ 987');

  /** A body for the local customer's car with one wash, as the create dialog sends it. */
  const orderBody = (extra: Partial<CreateWorkOrderInput> = {}): CreateWorkOrderInput => ({
    customerId: kit.localId,
    vehicleId: localVehicleId,
    observaciones: 'Rayón en la puerta trasera',
    items: [{ serviceId: kit.serviceId, quantity: 1 }],
    ...extra,
  });

  async function createOrder(body = orderBody(), cookie = cookies.user): Promise<WorkOrderDto> {
    const res = await call('POST', '/api/work-orders', cookie, body);
    if (res.statusCode !== 201) throw new Error(`createOrder: ${res.statusCode} ${res.body}`);
    return res.json();
  }

  /** Moves a new order to `estado` through the allowed transitions. */
  async function moveTo(id: string, estado: WorkOrderEstado): Promise<WorkOrderDto> {
    let order: WorkOrderDto | undefined;
    for (const step of PATH[estado]) {
      const res = await call('PUT', `/api/work-orders/${id}`, cookies.user, { estado: step });
      if (res.statusCode !== 200) throw new Error(`moveTo ${step}: ${res.statusCode} ${res.body}`);
      order = res.json();
    }
    return order ?? (await call('GET', `/api/work-orders/${id}`, cookies.user)).json();
  }

  /** The create-from-order body: the sale kit's correct sale (one wash, no product by default). */
  const billBody = (
    workOrderId: string,
    extra: { action?: string; markAsDelivered?: boolean; saleData?: Partial<CreateSaleInput> } = {},
  ) => ({
    saleData: kit.saleBody({ units: 0, ...extra.saleData }),
    workOrderId,
    action: extra.action ?? 'save',
    markAsDelivered: extra.markAsDelivered ?? false,
  });

  return { ...kit, localVehicleId, touristVehicleId, orderBody, createOrder, moveTo, billBody };
}

export type WorkOrdersTestServer = Awaited<ReturnType<typeof startWorkOrdersTestServer>>;
