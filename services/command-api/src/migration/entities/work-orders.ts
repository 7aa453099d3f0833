import { WorkOrderRecord } from '@lavadero/contracts/migration-records';
import { customerDecider } from '@lavadero/domain/customers/customer-decide';
import { toCustomerStreamId } from '@lavadero/domain/customers/events';
import { customerMessages } from '@lavadero/domain/customers/messages';
import { vehicleDecider } from '@lavadero/domain/customers/vehicle-decide';
import { toVehicleStreamId } from '@lavadero/domain/customers/vehicle-events';
import { NotFoundError } from '@lavadero/domain/shared/errors';
import { toWorkOrderStreamId } from '@lavadero/domain/work-orders/events';
import {
  importedWorkOrderDecider,
  importedWorkOrderNumberDecider,
} from '@lavadero/domain/work-orders/import-work-order-decide';
import {
  WORK_ORDER_SERIES_STREAM_ID,
  type WorkOrderNumberAssigned,
} from '@lavadero/domain/work-orders/work-order-series';
import { listWorkOrders } from '@lavadero/read-models/work-orders/work-orders.queries';
import { toWorkOrderDto } from '../../work-orders/work-order-dto';
import { customerScope } from './customers';
import { entityHandler } from './entity-handler';

/**
 * A historical order keeps its numero, prices, dates and estado (see ImportWorkOrder in the
 * domain); as on POST /api/work-orders its customer and vehicle must exist. Orders are decided in
 * numero order, and the series then continues after the highest numero it holds.
 */
export const workOrdersHandler = entityHandler({
  entity: 'workOrders',
  exportAll: async (db) => (await listWorkOrders(db)).map(toWorkOrderDto),
  schema: WorkOrderRecord,
  streamsOf: (o) => [
    toWorkOrderStreamId(o.id),
    WORK_ORDER_SERIES_STREAM_ID,
    toCustomerStreamId(o.customerId),
    toVehicleStreamId(o.vehicleId),
  ],
  sortKey: (o) => String(o.numero).padStart(10, '0'),
  importRecord(ctx, order) {
    const stream = toWorkOrderStreamId(order.id);
    if (ctx.state(importedWorkOrderDecider, stream, 'epoch').status !== 'absent') return 'skipped';
    const customer = ctx.state(
      customerDecider,
      toCustomerStreamId(order.customerId),
      customerScope(order.customerId),
    );
    if (customer.status === 'absent')
      throw new NotFoundError('CUSTOMER_NOT_FOUND', customerMessages.notFound);
    if (ctx.state(vehicleDecider, toVehicleStreamId(order.vehicleId), 'epoch').status === 'absent') {
      throw new NotFoundError('VEHICLE_NOT_FOUND', customerMessages.vehicleNotFound);
    }
    const holders = ctx.numbersHeld(WORK_ORDER_SERIES_STREAM_ID, (e: WorkOrderNumberAssigned) => [
      e.data.numero,
      e.data.workOrderId,
    ]);
    const assigned = ctx.decide(importedWorkOrderNumberDecider, WORK_ORDER_SERIES_STREAM_ID, 'all', {
      type: 'ImportWorkOrderNumber',
      data: {
        numero: order.numero,
        workOrderId: order.id,
        heldBy: holders.get(order.numero) ?? null,
        now: ctx.now,
      },
    });
    if (assigned.length > 0) holders.set(order.numero, order.id);
    ctx.decide(importedWorkOrderDecider, stream, 'epoch', {
      type: 'ImportWorkOrder',
      data: {
        ...order,
        workOrderId: order.id,
        lines: order.refs.map((ref, i) => {
          const item = order.items[i] as (typeof order.items)[number];
          return {
            lineId: item.id,
            kind: ref.kind,
            itemId: ref.itemId,
            nombre: item.nombre,
            precio: item.precio,
            cantidad: ref.cantidad,
          };
        }),
        billedBy:
          order.saleId && order.numeroFactura
            ? { saleId: order.saleId, numeroFactura: order.numeroFactura }
            : null,
        importedBy: ctx.importedBy,
      },
    });
    return 'created';
  },
});
