import type { IssueSale } from '../sales/commands';
import { saleMessages } from '../sales/messages';
import type { SaleState } from '../sales/sale';
import { decideOverStreams, streamIdsFor } from '../sales/streams';
import type { Message } from '../shared/decider';
import { IllegalStateError, ValidationError } from '../shared/errors';
import { billingOf, decideWorkOrders, initialWorkOrdersState } from './decide';
import { toWorkOrderStreamId, type WorkOrderEvent } from './events';
import { evolveWorkOrder, initialWorkOrderState } from './work-order';

/**
 * Billing an order (spec 1 "Billing from an order"): the point of sale's own decision (prices, stamp,
 * stock, numbering, monthly limit, idempotency) plus the order's billed mark and, when asked, its
 * delivery, all in ONE atomic append. Two cashiers billing one order at once both read the order's
 * stream; the loser's append fails on its revision, and deciding again it finds the order billed.
 */
export interface OrderBilling {
  readonly markAsDelivered: boolean;
}

function orderIdOf(command: IssueSale): string {
  const { workOrderId } = command.data.request;
  if (!workOrderId) throw new ValidationError('WORK_ORDER_REQUIRED', 'La orden de trabajo es obligatoria');
  return workOrderId;
}

/** The sale's streams and the order's. */
export function billingStreamIds(command: IssueSale, sale: SaleState): string[] {
  return [...streamIdsFor(command, sale), toWorkOrderStreamId(orderIdOf(command))];
}

export function decideBillingOverStreams(
  command: IssueSale,
  billing: OrderBilling,
  histories: ReadonlyMap<string, readonly Message[]>,
): { streamId: string; events: Message[] }[] {
  const workOrderId = orderIdOf(command);
  const orderStreamId = toWorkOrderStreamId(workOrderId);
  const order = (histories.get(orderStreamId) ?? [])
    .map((e) => ({ type: e.type, data: e.data }) as WorkOrderEvent)
    .reduce(evolveWorkOrder, initialWorkOrderState());
  const { saleId, userId, now } = command.data;
  // The order is checked first: a second billing is told so, whatever else the sale would say.
  const mode = billingOf(order, saleId);
  const saleHistories = new Map([...histories].filter(([streamId]) => streamId !== orderStreamId));
  const sale = decideOverStreams(command, saleHistories);
  const issued = sale.flatMap((s) => s.events).find((e) => e.type === 'SaleIssued');
  if (!issued) {
    // The sale exists already under this key: a retry of this billing, or another use of the key.
    if (mode === 'retry') return [];
    throw new IllegalStateError('IDEMPOTENCY_CONFLICT', saleMessages.idempotencyConflict, { saleId });
  }
  const orderEvents = decideWorkOrders(
    {
      type: 'BillWorkOrder',
      data: {
        workOrderId,
        saleId,
        numeroFactura: issued.data.numeroFactura,
        markAsDelivered: billing.markAsDelivered,
        userId,
        now,
      },
    },
    { ...initialWorkOrdersState(), order },
  );
  return [...sale, { streamId: orderStreamId, events: orderEvents }];
}
