import { withCustomerAccounts } from '../customer-accounts/customer-account-plan';
import { foldEvents, type Message } from '../shared/decider';
import type { StreamPlan } from '../shared/stream-plan';
import {
  billingStreamIds,
  decideBillingOverStreams,
  decideVoidOverStreams,
  type OrderBilling,
  orderBilledBy,
  voidStreamIds,
} from '../work-orders/billing';
import type { SaleCommand } from './commands';
import { toSaleStreamId } from './events';
import { toInvoiceSeriesStreamId } from './invoice-series-decide';
import { seriesOf } from './point-of-sale-decide';
import { evolveSale, initialSaleState, type SaleState } from './sale';
import { decideOverStreams, lastEventStreamsOf, lastOfEachTypeStreamsOf, streamIdsFor } from './streams';

/**
 * The stream a command reads before it can be planned: a correction or a void must know which
 * products the sale holds (their stock comes back). An issue reads nothing first: a new sale holds
 * none, and a retry of one that exists appends nothing.
 */
export const streamReadFirst = (command: SaleCommand): string | null =>
  command.type === 'IssueSale' ? null : toSaleStreamId(command.data.saleId);

/**
 * How a sale command runs, from the command and what `streamReadFirst` read (nothing for an issue):
 * the streams it decides over, the one expected new (an issue's sale), those read as their last
 * event (the series and the month) or as the last event of each type (the products), and the
 * series' queue (issues of one series are decided one at a time). Billing a work order is a branch
 * of it: the order's stream joins the sale's, and so does the void of a sale that billed one. A
 * credit sale (or one that was) joins its customer's account (`withCustomerAccounts`).
 */
export function planSale(
  command: SaleCommand,
  saleHistory: readonly Message[],
  billing?: OrderBilling,
): StreamPlan {
  const sale = foldEvents({ initialState: initialSaleState, evolve: evolveSale }, saleHistory);
  return withCustomerAccounts(planSaleStreams(command, sale, billing), command, sale);
}

function planSaleStreams(command: SaleCommand, sale: SaleState, billing?: OrderBilling): StreamPlan {
  const over = (streamIds: string[]) => ({
    streamIds,
    expectNew: expectedNewOf(command),
    lastEventOnly: lastEventStreamsOf(command),
    lastOfEachType: lastOfEachTypeStreamsOf(streamIds),
    queueKey: queueKeyOf(command),
  });
  if (billing && command.type === 'IssueSale') {
    return {
      ...over(billingStreamIds(command, sale)),
      decide: (h) => decideBillingOverStreams(command, billing, h),
    };
  }
  const billedOrder = orderBilledBy(sale);
  if (billedOrder && command.type === 'VoidSale') {
    return {
      ...over(voidStreamIds(command, sale, billedOrder)),
      decide: (h) => decideVoidOverStreams(command, billedOrder, h),
    };
  }
  return { ...over(streamIdsFor(command, sale)), decide: (h) => decideOverStreams(command, h) };
}

/**
 * An issue's sale stream is new but for a retry of the same TEMP number: it is decided on as empty
 * without being read, and a retry finds it stored (the append stores nothing, or the decision on the
 * guess refuses) and is decided again on what is stored, which appends nothing and answers the sale.
 */
function expectedNewOf(command: SaleCommand): string[] {
  return command.type === 'IssueSale' ? [toSaleStreamId(command.data.saleId)] : [];
}

/** The series' stream id, or none when the configuration cannot number (the decider refuses it). */
function queueKeyOf(command: SaleCommand): string | undefined {
  if (command.type !== 'IssueSale') return undefined;
  const { company, isValid } = command.data.stamp;
  if (!company || !isValid) return undefined;
  try {
    return toInvoiceSeriesStreamId(seriesOf(company));
  } catch {
    return undefined;
  }
}
