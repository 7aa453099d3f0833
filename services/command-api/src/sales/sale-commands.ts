import type { CreateSaleBody, UpdateSaleBody } from '@lavadero/contracts/sales';
import { refusesSeller, requireOpenCajaToSell, type SellerCaja } from '@lavadero/domain/cash/open-caja-rule';
import type { SaleCommand } from '@lavadero/domain/sales/commands';
import { type SaleEvent, type SaleIssued, toSaleStreamId } from '@lavadero/domain/sales/events';
import { saleIdForKey } from '@lavadero/domain/sales/sale-id';
import { planSale, streamReadFirst } from '@lavadero/domain/sales/sale-plan';
import type { OrderBilling } from '@lavadero/domain/work-orders/billing';
import { asuncionToday } from '@lavadero/fiscal/asuncion-day';
import { hasOpenCashSession } from '@lavadero/read-models/cash-sessions/cash-sessions.queries';
import { findElectronicDocument } from '@lavadero/read-models/electronic-documents/electronic-documents.queries';
import type { UserRow } from '@lavadero/read-models/users/users.table';
import type { Actor } from '../plugins/commands';
import { dispatchPlan, nowIso, type WriteDeps } from '../plugins/write-deps';
import { requireWorkOrder } from '../work-orders/load-work-order';
import { type SaleFactsReader, saleFacts, toSaleRequest } from './sale-facts';

/**
 * Runs a sale command as its plan says (libs/domain/src/sales/sale-plan.ts): a correction or a void
 * reads its sale once, to plan, and the decision uses that read; the streams are appended atomically.
 */
async function run(deps: WriteDeps, actor: Actor, command: SaleCommand, billing?: OrderBilling) {
  const first = streamReadFirst(command);
  const saleHistory = first ? await deps.store.readStream(first) : [];
  const plan = planSale(command, saleHistory, billing);
  return dispatchPlan(deps, actor, plan, first ? new Map([[first, saleHistory]]) : undefined);
}

/** The seller's caja as the open-caja rule needs it: looked for only when the business requires one. */
async function sellerCajaOf(deps: WriteDeps, userId: string, required: boolean): Promise<SellerCaja> {
  return required ? { required, open: await hasOpenCashSession(deps.readDb, userId) } : { required };
}

/**
 * A retry of a sale already stored (same TEMP number) is answered with that sale even after its
 * caja closed: a stored write is never reported failed. Read only when the caja rule refuses.
 */
async function saleStored(deps: WriteDeps, saleId: string): Promise<boolean> {
  return (await deps.store.readStream(toSaleStreamId(saleId))).length > 0;
}

/**
 * POST /api/sales and /api/sales/create-from-order. The sale's id comes from the user and the
 * client's TEMP number, so a retry lands on the same stream: the decision then appends nothing, and
 * the existing sale is the answer. A sale that names a work order bills it (at most once), and
 * delivers it when `markAsDelivered`. Returns the sale's id and, when this request created it, the
 * SaleIssued event it appended.
 */
export async function issueSale(
  deps: WriteDeps,
  facts: SaleFactsReader,
  actor: Actor,
  user: UserRow,
  body: CreateSaleBody,
  markAsDelivered = false,
): Promise<{ saleId: string; issued: SaleIssued | null }> {
  const now = deps.clock.now();
  const request = toSaleRequest(body);
  // An order wiped by a system reset (or never listed) is not billed: 404 before anything is stored.
  if (request.workOrderId) await requireWorkOrder(deps.readDb, request.workOrderId);
  const saleId = saleIdForKey(user.id, body.numeroFactura);
  const { customer, catalog, stamp, cajaRequired } = await saleFacts(facts, request, now);
  const sellerCaja = await sellerCajaOf(deps, user.id, cajaRequired);
  if (refusesSeller(sellerCaja) && !(await saleStored(deps, saleId))) requireOpenCajaToSell(sellerCaja);
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
        stamp.company?.emision === 'electronica' && { codigoSeguridad: deps.ids.securityCode() }),
    },
  };
  const billing = request.workOrderId ? { markAsDelivered } : undefined;
  const outcome = await run(deps, actor, command, billing);
  const events = outcome.appended.flatMap((a) => a.events as readonly SaleEvent[]);
  return { saleId, issued: events.find((e): e is SaleIssued => e.type === 'SaleIssued') ?? null };
}

/** PUT /api/sales/{id}: an admin's correction within 24 h, under the same money and stock rules. */
export async function correctSale(
  deps: WriteDeps,
  facts: SaleFactsReader,
  actor: Actor,
  user: UserRow,
  saleId: string,
  body: UpdateSaleBody,
): Promise<void> {
  const request = toSaleRequest(body);
  const now = deps.clock.now();
  const { customer, catalog } = await saleFacts(facts, request, now);
  await run(deps, actor, {
    type: 'CorrectSale',
    data: { saleId, userId: user.id, now: now.toISOString(), request, customer, catalog },
  });
}

/**
 * DELETE /api/sales/{id}: voids within 24 h; the number stays, the stock comes back. An approved
 * electronic invoice is voided only while SIFEN still takes its cancellation (48 h from approval).
 */
export async function voidSale(
  deps: WriteDeps,
  actor: Actor,
  user: UserRow,
  saleId: string,
  motivo: string | null,
) {
  const document = await findElectronicDocument(deps.readDb, saleId);
  const approved = document?.estado === 'aprobado' || document?.estado === 'aprobado_observacion';
  await run(deps, actor, {
    type: 'VoidSale',
    data: {
      saleId,
      userId: user.id,
      now: nowIso(deps),
      electronicApprovedAt: approved ? document.approvedAt : null,
      motivo,
    },
  });
}
