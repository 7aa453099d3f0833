import type { CreateSaleBody, UpdateSaleBody } from '@lavadero/contracts/sales';
import type { SaleCommand } from '@lavadero/domain/sales/commands';
import type { SaleEvent } from '@lavadero/domain/sales/events';
import { toSaleStreamId } from '@lavadero/domain/sales/events';
import { toInvoiceSeriesStreamId } from '@lavadero/domain/sales/invoice-series';
import { seriesOf } from '@lavadero/domain/sales/point-of-sale';
import { evolveSale, initialSaleState, type SaleState } from '@lavadero/domain/sales/sale';
import { saleIdForKey } from '@lavadero/domain/sales/sale-id';
import { decideOverStreams, streamIdsFor } from '@lavadero/domain/sales/streams';
import {
  billingStreamIds,
  decideBillingOverStreams,
  type OrderBilling,
} from '@lavadero/domain/work-orders/billing';
import { asuncionToday } from '@lavadero/fiscal/asuncion-day';
import type { UserRow } from '@lavadero/read-models/users/users.table';
import type { FastifyInstance } from 'fastify';
import type { Actor } from '../plugins/commands';
import { StoredNotYetReadable } from '../plugins/stored-not-yet-readable';
import { catalogFacts, customerSnapshot, stampFacts, toSaleRequest } from './sale-facts';

/** The sale's own stream, read first: its state decides which product streams the command loads. */
async function readSale(app: FastifyInstance, saleId: string): Promise<SaleState> {
  const recorded = await app.store.readStream(toSaleStreamId(saleId));
  return recorded
    .map((e) => ({ type: e.type, data: e.data }) as SaleEvent)
    .reduce(evolveSale, initialSaleState());
}

/**
 * Decides the command over every stream it touches and appends them atomically (the sale, the
 * invoice series, the user's month, each product). Issues of one series queue inside this process.
 */
async function run(
  app: FastifyInstance,
  actor: Actor,
  command: SaleCommand,
  options: { queueKey?: string; billing?: OrderBilling } = {},
) {
  const sale = await readSale(app, command.data.saleId);
  const { queueKey, billing } = options;
  try {
    if (billing && command.type === 'IssueSale') {
      // The sale, the order's billed mark and its delivery: one decision, one atomic append.
      const streamIds = billingStreamIds(command, sale);
      return await app.dispatchToStreams(
        actor,
        streamIds,
        (h) => decideBillingOverStreams(command, billing, h),
        {
          queueKey,
        },
      );
    }
    const streamIds = streamIdsFor(command, sale);
    return await app.dispatchToStreams(actor, streamIds, (h) => decideOverStreams(command, h), { queueKey });
  } catch (error) {
    // The 202 names the sale, not the last product whose stock moved with it.
    if (error instanceof StoredNotYetReadable) {
      throw new StoredNotYetReadable([toSaleStreamId(command.data.saleId)]);
    }
    throw error;
  }
}

/**
 * POST /api/sales and /api/sales/create-from-order. The sale's id comes from the user and the
 * client's TEMP number, so a retry lands on the same stream: the decision then appends nothing, and
 * the existing sale is the answer. A sale that names a work order bills it (at most once), and
 * delivers it when `markAsDelivered`. Returns the sale's id and whether this request created it.
 */
export async function issueSale(
  app: FastifyInstance,
  actor: Actor,
  user: UserRow,
  body: CreateSaleBody,
  markAsDelivered = false,
): Promise<{ saleId: string; created: boolean }> {
  const now = app.deps.clock.now();
  const request = toSaleRequest(body);
  const saleId = saleIdForKey(user.id, body.numeroFactura);
  const [customer, catalog, stamp] = await Promise.all([
    customerSnapshot(app.readDb, request.customerId),
    catalogFacts(app.readDb, request),
    stampFacts(app.readDb, now),
  ]);
  const command: SaleCommand = {
    type: 'IssueSale',
    data: {
      saleId,
      userId: user.id,
      now: now.toISOString(),
      fecha: asuncionToday(now),
      request,
      customer,
      catalog,
      idempotencyKey: body.numeroFactura,
      stamp,
      monthlyInvoiceLimit: user.monthlyInvoiceLimit,
    },
  };
  const queueKey = stamp.company && stamp.isValid ? seriesKey(stamp.company) : undefined;
  const billing = request.workOrderId ? { markAsDelivered } : undefined;
  const outcome = await run(app, actor, command, { queueKey, billing });
  return { saleId, created: outcome.appended.length > 0 };
}

/** The series' stream id, or none when the configuration cannot number (the decider refuses it). */
function seriesKey(company: Parameters<typeof seriesOf>[0]): string | undefined {
  try {
    return toInvoiceSeriesStreamId(seriesOf(company));
  } catch {
    return undefined;
  }
}

/** PUT /api/sales/{id}: an admin's correction within 24 h, under the same money and stock rules. */
export async function correctSale(
  app: FastifyInstance,
  actor: Actor,
  user: UserRow,
  saleId: string,
  body: UpdateSaleBody,
): Promise<void> {
  const request = toSaleRequest(body);
  const [customer, catalog] = await Promise.all([
    customerSnapshot(app.readDb, request.customerId),
    catalogFacts(app.readDb, request),
  ]);
  await run(app, actor, {
    type: 'CorrectSale',
    data: { saleId, userId: user.id, now: app.deps.clock.now().toISOString(), request, customer, catalog },
  });
}

/** DELETE /api/sales/{id}: voids within 24 h; the number stays, the stock comes back. */
export async function voidSale(app: FastifyInstance, actor: Actor, user: UserRow, saleId: string) {
  await run(app, actor, {
    type: 'VoidSale',
    data: { saleId, userId: user.id, now: app.deps.clock.now().toISOString() },
  });
}
