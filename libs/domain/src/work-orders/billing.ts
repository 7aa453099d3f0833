import type { IssueSale, VoidSale } from '../sales/commands';
import { saleMessages } from '../sales/messages';
import type { SaleState } from '../sales/sale';
import { decideOverStreams, streamIdsFor } from '../sales/streams';
import { foldEvents, type Message } from '../shared/decider';
import { IllegalStateError, ValidationError } from '../shared/errors';
import type { WorkOrderCommand } from './commands';
import { toWorkOrderStreamId } from './events';
import { evolveWorkOrder, initialWorkOrderState, type WorkOrderState } from './work-order';
import { billingOf, decideWorkOrders, initialWorkOrdersState } from './work-orders-decide';

/**
 * Billing an order (spec 1 "Billing from an order"): the point of sale's own decision (prices, stamp,
 * stock, numbering, monthly limit, idempotency) plus the order's billed mark and, when asked, its
 * delivery, all in ONE atomic append. Two cashiers billing one order at once both read the order's
 * stream; the loser's append fails on its revision, and deciding again it finds the order billed.
 * Voiding that sale takes the mark away in the void's own append.
 */
export interface OrderBilling {
  readonly markAsDelivered: boolean;
}

type Histories = ReadonlyMap<string, readonly Message[]>;
type Decided = { streamId: string; events: Message[] }[];

function orderIdOf(command: IssueSale): string {
  const { workOrderId } = command.data.request;
  if (!workOrderId) throw new ValidationError('WORK_ORDER_REQUIRED', 'La orden de trabajo es obligatoria');
  return workOrderId;
}

/** The order's state from its loaded stream, and the sale's streams without it. */
function split(histories: Histories, workOrderId: string) {
  const orderStreamId = toWorkOrderStreamId(workOrderId);
  const order = foldEvents(
    { initialState: initialWorkOrderState, evolve: evolveWorkOrder },
    histories.get(orderStreamId) ?? [],
  );
  const saleHistories = new Map([...histories].filter(([streamId]) => streamId !== orderStreamId));
  return { orderStreamId, order, saleHistories };
}

const decideOrder = (command: WorkOrderCommand, order: WorkOrderState) =>
  decideWorkOrders(command, { ...initialWorkOrdersState(), order });

/** The sale's streams and the order's. */
export function billingStreamIds(command: IssueSale, sale: SaleState): string[] {
  return [...streamIdsFor(command, sale), toWorkOrderStreamId(orderIdOf(command))];
}

export function decideBillingOverStreams(
  command: IssueSale,
  billing: OrderBilling,
  histories: Histories,
): Decided {
  const workOrderId = orderIdOf(command);
  const { orderStreamId, order, saleHistories } = split(histories, workOrderId);
  const { saleId, userId, now } = command.data;
  // The order is checked first: a second billing is told so, whatever else the sale would say.
  const mode = billingOf(order, saleId);
  const sale = decideOverStreams(command, saleHistories);
  const issued = sale.flatMap((s) => s.events).find((e) => e.type === 'SaleIssued');
  if (!issued) {
    // The sale exists already under this key: a retry of this billing, or another use of the key.
    if (mode === 'retry') return [];
    throw new IllegalStateError('IDEMPOTENCY_CONFLICT', saleMessages.idempotencyConflict, { saleId });
  }
  const { numeroFactura } = issued.data;
  const { markAsDelivered } = billing;
  const orderEvents = decideOrder(
    { type: 'BillWorkOrder', data: { workOrderId, saleId, numeroFactura, markAsDelivered, userId, now } },
    order,
  );
  return [...sale, { streamId: orderStreamId, events: orderEvents }];
}

/** The order a recorded sale billed, if any. */
export const orderBilledBy = (sale: SaleState): string | null =>
  sale.status === 'absent' ? null : sale.content.workOrderId;

/** A void of a sale that billed an order: the sale's streams and the order's. */
export function voidStreamIds(command: VoidSale, sale: SaleState, workOrderId: string): string[] {
  return [...streamIdsFor(command, sale), toWorkOrderStreamId(workOrderId)];
}

/** The void, and the order billable again (only if this sale is the one that billed it). */
export function decideVoidOverStreams(command: VoidSale, workOrderId: string, histories: Histories): Decided {
  const { orderStreamId, order, saleHistories } = split(histories, workOrderId);
  const sale = decideOverStreams(command, saleHistories);
  const { saleId, userId, now } = command.data;
  const orderEvents = decideOrder(
    { type: 'VoidWorkOrderBilling', data: { workOrderId, saleId, userId, now } },
    order,
  );
  return [...sale, { streamId: orderStreamId, events: orderEvents }];
}
