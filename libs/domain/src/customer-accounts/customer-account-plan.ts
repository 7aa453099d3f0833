import { asuncionToday } from '@lavadero/fiscal/asuncion-day';
import type { SaleCommand } from '../sales/commands';
import type { CustomerSnapshot, SaleContent, SaleEvent } from '../sales/events';
import { toSaleStreamId } from '../sales/events';
import { evolveSale, initialSaleState, type SaleState } from '../sales/sale';
import { foldEvents, type Message } from '../shared/decider';
import { ConcurrencyError } from '../shared/errors';
import type { StreamDecision, StreamPlan } from '../shared/stream-plan';
import type { CustomerAccountCommand, ReceivePayment, SetCreditLimit } from './commands';
import { creditAmountOf } from './credit-amount';
import { customerAccountDecider } from './customer-account-decide';
import type { CustomerAccountEvent } from './events';
import { toCustomerAccountStreamId } from './events';

/** Cliente General is CI 0, a document no real customer can hold (its claim is the walk-in's). */
export const isWalkIn = (customer: CustomerSnapshot) =>
  customer.docTipo === 'CI' && customer.docNumero.trim() === '0';

/** A payment or a new limit touches the account alone, read as its last event. */
export function planAccountCommand(command: ReceivePayment | SetCreditLimit): StreamPlan {
  const streamId = toCustomerAccountStreamId(command.data.customerId);
  return {
    streamIds: [streamId],
    lastEventOnly: [streamId],
    decide: (histories) => [decideAccount(streamId, histories.get(streamId) ?? [], [command])],
  };
}

/** Several commands on one account in order, each decided on the state the one before left. */
function decideAccount(
  streamId: string,
  history: readonly Message[],
  commands: readonly CustomerAccountCommand[],
): StreamDecision {
  let state = foldEvents(customerAccountDecider, history);
  const events: CustomerAccountEvent[] = [];
  for (const command of commands) {
    for (const event of customerAccountDecider.decide(command, state)) {
      events.push(event);
      state = customerAccountDecider.evolve(state, event);
    }
  }
  return { streamId, events };
}

interface Credit {
  readonly customerId: string;
  readonly monto: number;
}

const creditOf = (
  content: Pick<SaleContent, 'medioPago' | 'total'> & { customerId: string },
): Credit | null => {
  const monto = creditAmountOf(content);
  return monto > 0 ? { customerId: content.customerId, monto } : null;
};

const creditOfSale = (sale: SaleState): Credit | null =>
  sale.status === 'issued'
    ? creditOf({ ...sale.content, customerId: sale.content.customer.customerId })
    : null;

/**
 * A sale that is, was or becomes a credit sale also decides over its customers' accounts, in the
 * sale's own atomic append: the charge is refused (and the sale with it) when it would pass the
 * limit, a void gives the charge back, a correction gives back the old and charges the new. Any
 * other sale's plan is returned as it was: it reads no account.
 */
export function withCustomerAccounts(plan: StreamPlan, command: SaleCommand, sale: SaleState): StreamPlan {
  const before = creditOfSale(sale);
  const requested = command.type === 'VoidSale' ? null : creditOf(command.data.request);
  const accounts = [...new Set([before?.customerId, requested?.customerId].filter((id) => id !== undefined))];
  if (accounts.length === 0) return plan;
  const accountStreams = accounts.map(toCustomerAccountStreamId);
  return {
    ...plan,
    streamIds: [...plan.streamIds, ...accountStreams],
    lastEventOnly: [...(plan.lastEventOnly ?? []), ...accountStreams],
    decide: (histories) => {
      // The sale's own decision folds every stream it is given: it sees none of the accounts.
      const decisions = plan.decide(new Map([...histories].filter(([id]) => !accountStreams.includes(id))));
      const saleStream = toSaleStreamId(command.data.saleId);
      const saleHistory = histories.get(saleStream) ?? [];
      const decided = decisions.filter((d) => d.streamId === saleStream).flatMap((d) => d.events);
      if (decided.length === 0) return decisions; // a retry of a stored sale: nothing new to owe
      const was = foldEvents({ initialState: initialSaleState, evolve: evolveSale }, saleHistory);
      const now = foldEvents(
        { initialState: () => was, evolve: evolveSale },
        decided as readonly SaleEvent[],
      );
      const commands = accountCommands(was, now, decided as readonly SaleEvent[]);
      const byStream = new Map<string, CustomerAccountCommand[]>();
      for (const c of commands) {
        const streamId = toCustomerAccountStreamId(c.data.customerId);
        // The sale changed since the plan was made (another correction): plan it again.
        if (!accountStreams.includes(streamId))
          throw new ConcurrencyError('SALE_CHANGED', 'La venta cambió: intente de nuevo');
        byStream.set(streamId, [...(byStream.get(streamId) ?? []), c]);
      }
      return [
        ...decisions,
        ...[...byStream].map(([streamId, cs]) => decideAccount(streamId, histories.get(streamId) ?? [], cs)),
      ];
    },
  };
}

/** What the sale's change owes the accounts: the old charge back, the new one on. */
function accountCommands(
  was: SaleState,
  now: SaleState,
  decided: readonly SaleEvent[],
): CustomerAccountCommand[] {
  if (now.status === 'absent') return [];
  const old = creditOfSale(was);
  const next = creditOfSale(now);
  if (old && next && old.customerId === next.customerId && old.monto === next.monto) return [];
  const last = decided[decided.length - 1] as SaleEvent;
  const at = last.type === 'SaleIssued' ? last.data.issuedAt : last.data.at;
  const commands: CustomerAccountCommand[] = [];
  if (old) {
    commands.push({
      type: 'ReverseCharge',
      data: {
        customerId: old.customerId,
        saleId: now.saleId,
        monto: old.monto,
        motivo: now.status === 'voided' ? 'anulacion' : 'correccion',
        now: at,
      },
    });
  }
  if (next && now.status === 'issued') {
    commands.push({
      type: 'ChargeAccount',
      data: {
        customerId: next.customerId,
        walkIn: isWalkIn(now.content.customer),
        saleId: now.saleId,
        monto: next.monto,
        // A corrected sale keeps its age: the charge is dated by the day the sale was issued.
        fecha: asuncionToday(new Date(now.issuedAt)),
        now: at,
      },
    });
  }
  return commands;
}
