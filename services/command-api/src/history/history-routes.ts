import { RecordIdParams } from '@lavadero/contracts/building-blocks';
import { HistoryDto } from '@lavadero/contracts/history';
import { SaleIdParams } from '@lavadero/contracts/sales';
import { WorkOrderIdParams } from '@lavadero/contracts/work-orders';
import { cashSessionHistory } from '@lavadero/domain/cash/cash-session-history';
import { toCashSessionStreamId } from '@lavadero/domain/cash/events';
import { cashMessages } from '@lavadero/domain/cash/messages';
import { customerHistory } from '@lavadero/domain/customers/customer-history';
import { toCustomerStreamId } from '@lavadero/domain/customers/events';
import { customerMessages } from '@lavadero/domain/customers/messages';
import { toSaleFiscalStreamId } from '@lavadero/domain/electronic-documents/events';
import { toInventoryItemStreamId } from '@lavadero/domain/inventory/events';
import { inventoryMessages } from '@lavadero/domain/inventory/messages';
import { stockHistory } from '@lavadero/domain/inventory/stock-history';
import { toSaleStreamId } from '@lavadero/domain/sales/events';
import { saleMessages } from '@lavadero/domain/sales/messages';
import { saleHistory } from '@lavadero/domain/sales/sale-history';
import { NotFoundError } from '@lavadero/domain/shared/errors';
import type { HistoryEntry, HistoryEvent, HistoryNames } from '@lavadero/domain/shared/history';
import { toWorkOrderStreamId } from '@lavadero/domain/work-orders/events';
import { workOrderMessages } from '@lavadero/domain/work-orders/messages';
import { workOrderHistory } from '@lavadero/domain/work-orders/work-order-history';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loadCashSession, requireReadable } from '../cash-sessions/cash-session-writes';
import { requireUser } from '../plugins/access';
import type { WriteDeps } from '../plugins/write-deps';
import { historyNames, readHistoryEvents } from './history-reads';

/** One record with a history: where its events are, how they read, and what an unknown id says. */
interface HistorySource {
  readonly streams: (id: string) => readonly string[];
  readonly translate: (events: readonly HistoryEvent[], names: HistoryNames) => HistoryEntry[];
  readonly notFound: () => NotFoundError;
}

const SOURCES = {
  sale: {
    streams: (id) => [toSaleStreamId(id), toSaleFiscalStreamId(id)],
    translate: saleHistory,
    notFound: () => new NotFoundError('SALE_NOT_FOUND', saleMessages.saleNotFound),
  },
  workOrder: {
    streams: (id) => [toWorkOrderStreamId(id)],
    translate: workOrderHistory,
    notFound: () => new NotFoundError('WORK_ORDER_NOT_FOUND', workOrderMessages.notFound),
  },
  customer: {
    streams: (id) => [toCustomerStreamId(id)],
    translate: customerHistory,
    notFound: () => new NotFoundError('CUSTOMER_NOT_FOUND', customerMessages.notFound),
  },
  stock: {
    streams: (id) => [toInventoryItemStreamId(id)],
    translate: stockHistory,
    notFound: () => new NotFoundError('INVENTORY_ITEM_NOT_FOUND', inventoryMessages.notFound),
  },
  cashSession: {
    streams: (id) => [toCashSessionStreamId(id)],
    translate: cashSessionHistory,
    notFound: () => new NotFoundError('CASH_SESSION_NOT_FOUND', cashMessages.notFound),
  },
} as const satisfies Record<string, HistorySource>;

/**
 * The history is read from the event store itself, not from a read model: it is what the log says
 * now, so it never waits for a projection. Only the names come from read models; one not there yet
 * reads 'Usuario sin nombre registrado', never an id.
 */
async function historyOf(deps: WriteDeps, source: HistorySource, id: string): Promise<HistoryEntry[]> {
  const events = await readHistoryEvents(deps, source.streams(id));
  if (events.length === 0) throw source.notFound();
  return source.translate(events, await historyNames(deps, events));
}

const response = { 200: HistoryDto };

/**
 * 'Historial' of a sale (with its electronic document), a work order, a customer, a product's
 * stock and a caja. Every role reads every sale (GET /api/sales), so every role reads their histories too.
 */
export async function historyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const config = { access: 'history.view' } as const;

  app.get(
    '/api/sales/:id/history',
    { config, schema: { tags: ['Ventas'], params: SaleIdParams, response } },
    (request) => historyOf(deps, SOURCES.sale, request.params.id),
  );
  app.get(
    '/api/work-orders/:id/history',
    { config, schema: { tags: ['Órdenes de trabajo'], params: WorkOrderIdParams, response } },
    (request) => historyOf(deps, SOURCES.workOrder, request.params.id),
  );
  app.get(
    '/api/customers/:id/history',
    { config, schema: { tags: ['Clientes'], params: RecordIdParams, response } },
    (request) => historyOf(deps, SOURCES.customer, request.params.id),
  );
  app.get(
    '/api/inventory/:id/history',
    { config, schema: { tags: ['Inventario'], params: RecordIdParams, response } },
    (request) => historyOf(deps, SOURCES.stock, request.params.id),
  );
  // A cashier reads the history of their own cajas only, as they read the cajas themselves.
  app.get(
    '/api/cash-sessions/:id/history',
    { config, schema: { tags: ['Caja'], params: RecordIdParams, response } },
    async (request) => {
      requireReadable(await loadCashSession(deps, request.params.id), requireUser(request));
      return historyOf(deps, SOURCES.cashSession, request.params.id);
    },
  );
}
