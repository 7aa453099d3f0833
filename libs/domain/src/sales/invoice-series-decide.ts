import { formatInvoiceNumber, MAX_INVOICE_SEQUENCE } from '@lavadero/fiscal/invoice-number';
import type { Decider, Message } from '../shared/decider';
import { IllegalStateError } from '../shared/errors';
import type { InvoiceSeries } from './events';
import { saleMessages } from './messages';

/**
 * The invoice numbers of one series (timbrado, establecimiento, punto de expedición), kept in the
 * event store rather than a read model: appended with its expected revision in the same atomic append
 * as the sale, so numbers are consecutive and unique under any concurrency, survive a system reset,
 * and a voided sale keeps its number (nothing here ever gives one back).
 */
export type InvoiceNumberAssigned = Message<
  'InvoiceNumberAssigned',
  InvoiceSeries & {
    readonly secuencia: number;
    readonly numeroFactura: string;
    readonly saleId: string;
    readonly at: string;
  }
>;
export type InvoiceSeriesEvent = InvoiceNumberAssigned;

export type AssignInvoiceNumber = Message<
  'AssignInvoiceNumber',
  InvoiceSeries & { readonly saleId: string; readonly now: string }
>;

export interface InvoiceSeriesState {
  /** The last sequence handed out; 0 for a new timbrado, whose first invoice is 0000001. */
  readonly lastSequence: number;
}

export const initialInvoiceSeriesState = (): InvoiceSeriesState => ({ lastSequence: 0 });

export const evolveInvoiceSeries = (
  _: InvoiceSeriesState,
  event: InvoiceSeriesEvent,
): InvoiceSeriesState => ({
  lastSequence: event.data.secuencia,
});

export function decideInvoiceNumber(
  command: AssignInvoiceNumber,
  state: InvoiceSeriesState,
): [InvoiceNumberAssigned] {
  const { saleId, now, ...series } = command.data;
  const secuencia = state.lastSequence + 1;
  if (secuencia > MAX_INVOICE_SEQUENCE) {
    throw new IllegalStateError('INVOICE_SERIES_EXHAUSTED', saleMessages.seriesExhausted);
  }
  const numeroFactura = formatInvoiceNumber(series.establecimiento, series.puntoExpedicion, secuencia);
  return [{ type: 'InvoiceNumberAssigned', data: { ...series, secuencia, numeroFactura, saleId, at: now } }];
}

export const invoiceSeriesDecider: Decider<InvoiceSeriesState, AssignInvoiceNumber, InvoiceSeriesEvent> = {
  initialState: initialInvoiceSeriesState,
  evolve: evolveInvoiceSeries,
  decide: decideInvoiceNumber,
};

export const toInvoiceSeriesStreamId = ({ timbrado, establecimiento, puntoExpedicion }: InvoiceSeries) =>
  `invoice-series-${timbrado}-${establecimiento}-${puntoExpedicion}`;
