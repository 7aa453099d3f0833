import type { CreateSaleBody, UpdateSaleBody } from '@lavadero/contracts/sales';
import type { SaleCommand } from '@lavadero/domain/sales/commands';
import type { SaleEvent, SaleIssued } from '@lavadero/domain/sales/events';
import { toSaleStreamId } from '@lavadero/domain/sales/events';
import { toInvoiceSeriesStreamId } from '@lavadero/domain/sales/invoice-series';
import { seriesOf } from '@lavadero/domain/sales/point-of-sale';
import { evolveSale, initialSaleState, type SaleState } from '@lavadero/domain/sales/sale';
import { saleIdForKey } from '@lavadero/domain/sales/sale-id';
import { decideOverStreams, lastEventStreamsOf, streamIdsFor } from '@lavadero/domain/sales/streams';
import type { Message } from '@lavadero/domain/shared/decider';
import {
  billingStreamIds,
  decideBillingOverStreams,
  decideVoidOverStreams,
  type OrderBilling,
  orderBilledBy,
  voidStreamIds,
} from '@lavadero/domain/work-orders/billing';
import { asuncionToday } from '@lavadero/fiscal/asuncion-day';
import { findElectronicDocument } from '@lavadero/read-models/electronic-documents/electronic-documents.queries';
import type { UserRow } from '@lavadero/read-models/users/users.table';
import type { FastifyInstance } from 'fastify';
import type { Actor } from '../plugins/commands';
import { requireWorkOrder } from '../work-orders/load-work-order';
import { saleFacts, toSaleRequest } from './sale-facts';

type Histories = ReadonlyMap<string, readonly Message[]>;

/** The sale's own stream, read first: its state decides which product streams the command loads. */
async function readSale(app: FastifyInstance, saleId: string): Promise<SaleState> {
  const recorded = await app.store.readStream(toSaleStreamId(saleId));
  return recorded
    .map((e) => ({ type: e.type, data: e.data }) as SaleEvent)
    .reduce(evolveSale, initialSaleState());
}

/**
 * The streams a command touches and its decision over them: the sale, the invoice series, the user's
 * month, each product, and the work order a sale bills (or billed, for a void).
 */
function planOf(command: SaleCommand, sale: SaleState, billing: OrderBilling | undefined) {
  if (billing && command.type === 'IssueSale') {
    return {
      streamIds: billingStreamIds(command, sale),
      decide: (h: Histories) => decideBillingOverStreams(command, billing, h),
    };
  }
  const billedOrder = orderBilledBy(sale);
  if (billedOrder && command.type === 'VoidSale') {
    return {
      streamIds: voidStreamIds(command, sale, billedOrder),
      decide: (h: Histories) => decideVoidOverStreams(command, billedOrder, h),
    };
  }
  return { streamIds: streamIdsFor(command, sale), decide: (h: Histories) => decideOverStreams(command, h) };
}

/**
 * Decides the command over every stream it touches and appends them atomically. Issues of one
 * series queue inside this process. A correction or a void reads its sale first (the products it
 * holds are streams to decide over); an issue does not: a new sale holds none, and a retry of one
 * that exists appends nothing, so the streams its request names are all it needs (the sale's own
 * stream is among them, read in the same round trip as the rest).
 */
async function run(
  app: FastifyInstance,
  actor: Actor,
  command: SaleCommand,
  options: { queueKey?: string; billing?: OrderBilling } = {},
) {
  const sale = command.type === 'IssueSale' ? initialSaleState() : await readSale(app, command.data.saleId);
  const { streamIds, decide } = planOf(command, sale, options.billing);
  return app.dispatchToStreams(actor, streamIds, decide, {
    queueKey: options.queueKey,
    lastEventOnly: lastEventStreamsOf(command),
  });
}

/**
 * POST /api/sales and /api/sales/create-from-order. The sale's id comes from the user and the
 * client's TEMP number, so a retry lands on the same stream: the decision then appends nothing, and
 * the existing sale is the answer. A sale that names a work order bills it (at most once), and
 * delivers it when `markAsDelivered`. Returns the sale's id and, when this request created it, the
 * SaleIssued event it appended.
 */
export async function issueSale(
  app: FastifyInstance,
  actor: Actor,
  user: UserRow,
  body: CreateSaleBody,
  markAsDelivered = false,
): Promise<{ saleId: string; issued: SaleIssued | null }> {
  const now = app.deps.clock.now();
  const request = toSaleRequest(body);
  // An order wiped by a system reset (or never listed) is not billed: 404 before anything is stored.
  if (request.workOrderId) await requireWorkOrder(app.readDb, request.workOrderId);
  const saleId = saleIdForKey(user.id, body.numeroFactura);
  const { customer, catalog, stamp } = await saleFacts(app.readDb, request, now);
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
      // The electronic document's security code is drawn once, here, and kept in SaleIssued.
      ...(stamp.isValid &&
        stamp.company?.emision === 'electronica' && { codigoSeguridad: app.deps.ids.securityCode() }),
    },
  };
  const queueKey = stamp.company && stamp.isValid ? seriesKey(stamp.company) : undefined;
  const billing = request.workOrderId ? { markAsDelivered } : undefined;
  const outcome = await run(app, actor, command, { queueKey, billing });
  const events = outcome.appended.flatMap((a) => a.events as readonly SaleEvent[]);
  return { saleId, issued: events.find((e): e is SaleIssued => e.type === 'SaleIssued') ?? null };
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
  const now = app.deps.clock.now();
  const { customer, catalog } = await saleFacts(app.readDb, request, now);
  await run(app, actor, {
    type: 'CorrectSale',
    data: { saleId, userId: user.id, now: now.toISOString(), request, customer, catalog },
  });
}

/**
 * DELETE /api/sales/{id}: voids within 24 h; the number stays, the stock comes back. An approved
 * electronic invoice is voided only while SIFEN still takes its cancellation (48 h from approval).
 */
export async function voidSale(app: FastifyInstance, actor: Actor, user: UserRow, saleId: string) {
  const document = await findElectronicDocument(app.readDb, saleId);
  const approved = document?.estado === 'aprobado' || document?.estado === 'aprobado_observacion';
  await run(app, actor, {
    type: 'VoidSale',
    data: {
      saleId,
      userId: user.id,
      now: app.deps.clock.now().toISOString(),
      electronicApprovedAt: approved ? document.approvedAt : null,
    },
  });
}
