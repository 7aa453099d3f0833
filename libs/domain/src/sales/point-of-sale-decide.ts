import { padCode } from '@lavadero/fiscal/invoice-number';
import { canCancel } from '../electronic-documents/cancel-window';
import { electronicDocumentMessages } from '../electronic-documents/messages';
import type { InventoryItemEvent } from '../inventory/events';
import { evolveInventoryItem, initialInventoryItemState } from '../inventory/inventory-item';
import { assertNever, type Decider } from '../shared/decider';
import { IllegalStateError, NotFoundError } from '../shared/errors';
import type { CorrectSale, IssueSale, SaleCommand, SaleRequest, VoidSale } from './commands';
import { assertWithinEditWindow } from './edit-window';
import type { CompanySnapshot, InvoiceSeries, SaleContent, SaleEvent, SaleIssued } from './events';
import {
  decideInvoiceNumber,
  evolveInvoiceSeries,
  type InvoiceSeriesEvent,
  type InvoiceSeriesState,
  initialInvoiceSeriesState,
} from './invoice-series-decide';
import {
  decideCountInvoice,
  evolveInvoiceUsage,
  type InvoiceUsageEvent,
  type InvoiceUsageState,
  initialInvoiceUsageState,
} from './invoice-usage-decide';
import { saleMessages } from './messages';
import { checkPayments, paymentFields, paymentsOf, type SalePayment } from './payments';
import { type ProductStates, priceRequest } from './pricing';
import {
  canonicalJson,
  evolveSale,
  initialSaleState,
  isImportedSaleKey,
  requestSignature,
  type SaleState,
} from './sale';
import { stockMoves } from './stock-moves';

/**
 * The point of sale decides over every aggregate one sale touches, and all its events go out in one
 * atomic append: the sale's stream, its numbering series, the user's monthly usage and each product
 * sold. The route loads those streams, folds them into this state, and appends each stream's events
 * with the revision it read (see streams.ts), so a number, a unit of stock or the last invoice of the
 * month is never handed out twice.
 */
export interface PointOfSaleState {
  readonly sale: SaleState;
  readonly series: InvoiceSeriesState;
  readonly usage: InvoiceUsageState;
  readonly products: ProductStates;
}

export type PointOfSaleEvent = SaleEvent | InvoiceSeriesEvent | InvoiceUsageEvent | InventoryItemEvent;

export const initialPointOfSaleState = (): PointOfSaleState => ({
  sale: initialSaleState(),
  series: initialInvoiceSeriesState(),
  usage: initialInvoiceUsageState(),
  products: {},
});

export function evolvePointOfSale(state: PointOfSaleState, event: PointOfSaleEvent): PointOfSaleState {
  switch (event.type) {
    case 'SaleIssued':
    case 'SaleCorrected':
    case 'SaleVoided':
      return { ...state, sale: evolveSale(state.sale, event) };
    case 'InvoiceNumberAssigned':
      return { ...state, series: evolveInvoiceSeries(state.series, event) };
    case 'InvoiceCounted':
      return { ...state, usage: evolveInvoiceUsage(state.usage, event) };
    case 'InventoryItemCreated':
    case 'InventoryItemUpdated':
    case 'StockAdjusted': {
      const { itemId } = event.data;
      const item = evolveInventoryItem(state.products[itemId] ?? initialInventoryItemState(), event);
      return { ...state, products: { ...state.products, [itemId]: item } };
    }
    default:
      return assertNever(event);
  }
}

/**
 * The series an invoice of this configuration is numbered in ('1' and '001' are the same punto). A
 * configuration without a usable stamp number or codes cannot issue invoices.
 */
export function seriesOf(company: CompanySnapshot): InvoiceSeries {
  const timbrado = company.timbradoNumero.trim();
  const codes = [company.establecimiento, company.puntoExpedicion].map((code) => code.trim());
  if (timbrado === '' || !codes.every((code) => /^\d{1,3}$/.test(code))) {
    throw new IllegalStateError('INVALID_STAMP', saleMessages.incompleteStamp);
  }
  return {
    timbrado,
    establecimiento: padCode(codes[0] as string),
    puntoExpedicion: padCode(codes[1] as string),
  };
}

/** What an electronic sale adds to its SaleIssued: the security code its CDC will carry. */
function electronicPart({ data }: IssueSale): { codigoSeguridad?: string } {
  if (data.stamp.company?.emision !== 'electronica') return {};
  if (!data.codigoSeguridad || !/^\d{9}$/.test(data.codigoSeguridad))
    throw new IllegalStateError('SECURITY_CODE_MISSING', saleMessages.securityCodeMissing);
  return { codigoSeguridad: data.codigoSeguridad };
}

/** The usage period of a calendar day: 'YYYY-MM'. */
export const usagePeriodOf = (fecha: string) => fecha.slice(0, 7);

/** A sale already exists under this id: the same key and body is a retry (nothing new), else 409. */
function retry(sale: Exclude<SaleState, { status: 'absent' }>, { data }: IssueSale): [] {
  if (
    sale.idempotencyKey === data.idempotencyKey &&
    sale.issuedSignature === requestSignature(data.request)
  ) {
    return [];
  }
  throw new IllegalStateError('IDEMPOTENCY_CONFLICT', saleMessages.idempotencyConflict, {
    saleId: sale.saleId,
  });
}

function issue(command: IssueSale, state: PointOfSaleState): PointOfSaleEvent[] {
  if (state.sale.status !== 'absent') return retry(state.sale, command);
  const { saleId, userId, now, request, stamp } = command.data;
  if (!stamp.company || !stamp.isValid) {
    throw new IllegalStateError('INVALID_STAMP', stamp.error ?? saleMessages.invalidStamp);
  }
  const series = seriesOf(stamp.company);
  const electronic = electronicPart(command);
  const { customer, lines, totals } = priceRequest(
    request,
    command.data.customer,
    command.data.catalog,
    state.products,
  );
  const payments = paymentFields(requestedPayments(request, totals.total));
  const stock = stockMoves({
    before: [],
    after: lines,
    products: state.products,
    saleId,
    userId,
    now,
    reason: saleMessages.stockReasonSale,
  });
  const counted = decideCountInvoice(
    {
      type: 'CountInvoice',
      data: {
        userId,
        period: usagePeriodOf(command.data.fecha),
        saleId,
        monthlyInvoiceLimit: command.data.monthlyInvoiceLimit,
        now,
      },
    },
    state.usage,
  );
  const [assigned] = decideInvoiceNumber(
    { type: 'AssignInvoiceNumber', data: { ...series, saleId, now } },
    state.series,
  );
  const issued: SaleIssued = {
    type: 'SaleIssued',
    data: {
      saleId,
      numeroFactura: assigned.data.numeroFactura,
      series: { ...series, secuencia: assigned.data.secuencia },
      timbradoUsado: series.timbrado,
      fecha: command.data.fecha,
      customer,
      workOrderId: request.workOrderId,
      ...payments,
      regimenTurismo: customer.regimenTurismo,
      lines,
      ...totals,
      company: stamp.company,
      idempotencyKey: command.data.idempotencyKey,
      ...electronic,
      issuedBy: userId,
      issuedAt: now,
    },
  };
  return [assigned, ...counted, issued, ...stock];
}

/** The parts a request pays with, checked against the server's total: none stated is the whole by its method. */
function requestedPayments(request: SaleRequest, total: number): readonly SalePayment[] {
  const parts = request.pagos ?? [{ medio: request.medioPago, monto: total }];
  checkPayments(parts, total);
  return parts;
}

/**
 * A correction's parts. A body that states parts replaces them; a body with only `medioPago` (every
 * client before split payments) keeps the sale's parts when it names the same method and the total
 * did not change, so correcting a split sale's customer does not fold it into one method; otherwise
 * it is the whole total by that method.
 */
function correctedPayments(request: SaleRequest, before: SaleContent, total: number) {
  if (request.pagos) return requestedPayments(request, total);
  const kept = paymentsOf(before);
  if (request.medioPago === before.medioPago && total === before.total) return kept;
  return requestedPayments(request, total);
}

/** An issued, not voided, not imported sale still inside its 24 h window. */
function requireEditable(sale: SaleState, now: string) {
  if (sale.status === 'absent') throw new NotFoundError('SALE_NOT_FOUND', saleMessages.saleNotFound);
  if (sale.status === 'voided') throw new IllegalStateError('SALE_VOIDED', saleMessages.saleVoided);
  if (isImportedSaleKey(sale.idempotencyKey))
    throw new IllegalStateError('IMPORTED_SALE_LOCKED', saleMessages.importedLocked);
  assertWithinEditWindow(sale.issuedAt, now);
  return sale;
}

function correct(command: CorrectSale, state: PointOfSaleState): PointOfSaleEvent[] {
  const { saleId, userId, now, request, catalog } = command.data;
  const sale = requireEditable(state.sale, now);
  // The same customer keeps the snapshot taken at issue; a different one is copied as it is today.
  const sameCustomer = request.customerId === sale.content.customer.customerId;
  const customer = sameCustomer ? sale.content.customer : command.data.customer;
  const priced = priceRequest(request, customer, catalog, state.products, sale.content.lines);
  const content: SaleContent = {
    customer: priced.customer,
    // The order a sale billed stays its order: billing and unbilling go through the order's stream.
    workOrderId: sale.content.workOrderId,
    ...paymentFields(correctedPayments(request, sale.content, priced.totals.total)),
    regimenTurismo: priced.customer.regimenTurismo,
    lines: priced.lines,
    ...priced.totals,
  };
  if (canonicalJson(content) === canonicalJson(sale.content)) return [];
  const stock = stockMoves({
    before: sale.content.lines,
    after: priced.lines,
    products: state.products,
    saleId,
    userId,
    now,
    reason: saleMessages.stockReasonCorrection,
  });
  return [{ type: 'SaleCorrected', data: { ...content, saleId, correctedBy: userId, at: now } }, ...stock];
}

function voidSale(command: VoidSale, state: PointOfSaleState): PointOfSaleEvent[] {
  const { saleId, userId, now, electronicApprovedAt, motivo } = command.data;
  if (state.sale.status === 'voided')
    throw new IllegalStateError('SALE_ALREADY_VOIDED', saleMessages.alreadyVoided);
  // Checked before the 24 h window: what the cashier must do instead is the useful answer.
  if (electronicApprovedAt && !canCancel(electronicApprovedAt, now))
    throw new IllegalStateError('DE_CANCEL_WINDOW_CLOSED', electronicDocumentMessages.cancelWindowClosed);
  const sale = requireEditable(state.sale, now);
  const stock = stockMoves({
    before: sale.content.lines,
    after: [],
    products: state.products,
    saleId,
    userId,
    now,
    reason: saleMessages.stockReasonVoid,
  });
  return [
    {
      type: 'SaleVoided',
      data: {
        saleId,
        numeroFactura: sale.numeroFactura,
        voidedBy: userId,
        at: now,
        ...(motivo ? { motivo } : {}),
      },
    },
    ...stock,
  ];
}

export function decidePointOfSale(command: SaleCommand, state: PointOfSaleState): PointOfSaleEvent[] {
  switch (command.type) {
    case 'IssueSale':
      return issue(command, state);
    case 'CorrectSale':
      return correct(command, state);
    case 'VoidSale':
      return voidSale(command, state);
    default:
      return assertNever(command);
  }
}

export const pointOfSaleDecider: Decider<PointOfSaleState, SaleCommand, PointOfSaleEvent> = {
  initialState: initialPointOfSaleState,
  evolve: evolvePointOfSale,
  decide: decidePointOfSale,
};
