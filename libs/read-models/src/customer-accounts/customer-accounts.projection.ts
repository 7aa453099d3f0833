import {
  CUSTOMER_ACCOUNT_EVENT_TYPES,
  type CustomerAccountEvent,
} from '@lavadero/domain/customer-accounts/events';
import { assertNever } from '@lavadero/domain/shared/decider';
import { positionToString } from '@lavadero/event-store/event-store';
import { type Insertable, type OperationNodeSource, sql } from 'kysely';
import type { ReadModelTransaction } from '../database';
import type { Projection } from '../projection';
import type { CustomerAccountMovementsTable, CustomerAccountsTable } from './customer-accounts.table';

/** The movement's kind, as the customer card names it. */
const KIND: Record<CustomerAccountEvent['type'], string> = {
  CustomerCreditLimitSet: 'limite',
  CustomerAccountCharged: 'cargo',
  CustomerAccountChargeReversed: 'reverso',
  CustomerPaymentReceived: 'pago',
};

/**
 * Balances, movements and each sale's open charge. Every account event carries the balance and the
 * limit after it, so the account row is the batch's last figures per customer; the charges table
 * follows the charges and reversals, and the sum of payments is kept for the aging (oldest charges
 * paid first). A batch gathers its changes in memory and writes them in one statement (two when a
 * charge was given back: dropping the emptied charges must see the rest), the last of which goes
 * with the batch's other writes, so a burst of credit sales costs no statement of its own.
 */
export const customerAccountsProjection: Projection = {
  name: 'customer_accounts',
  handles: CUSTOMER_ACCOUNT_EVENT_TYPES,
  tables: ['customerAccounts', 'customerAccountMovements', 'customerAccountCharges'],
  // Every write goes through `writes`; one that must run first makes the runner use a transaction.
  defersWrites: () => true,
  async applyBatch(trx, events, writes) {
    const accounts = new Map<string, Insertable<CustomerAccountsTable>>();
    const movements: Insertable<CustomerAccountMovementsTable>[] = [];
    const charges = new Map<string, { customerId: string; saleId: string; fecha?: string; delta: number }>();
    for (const recorded of events) {
      const event = { type: recorded.type, data: recorded.data } as CustomerAccountEvent;
      const { customerId, saldo, limite, at } = event.data;
      const pago = event.type === 'CustomerPaymentReceived' ? event.data.monto : 0;
      const pagado = Number(accounts.get(customerId)?.pagado ?? 0) + pago;
      accounts.set(customerId, { customerId, saldo, limite, pagado, updatedAt: at });
      movements.push({
        id: recorded.id,
        customerId,
        kind: KIND[event.type],
        ...movementFields(event),
        saldo,
        limite,
        at,
        position: positionToString(recorded.position),
      });
      if (event.type === 'CustomerAccountCharged' || event.type === 'CustomerAccountChargeReversed') {
        const { saleId, monto } = event.data;
        const key = `${customerId} ${saleId}`;
        const charge = charges.get(key) ?? { customerId, saleId, delta: 0 };
        const sign = event.type === 'CustomerAccountCharged' ? 1 : -1;
        charges.set(key, {
          ...charge,
          ...(event.type === 'CustomerAccountCharged' && { fecha: event.data.fecha }),
          delta: charge.delta + sign * monto,
        });
      }
    }
    const accountRows = trx
      .insertInto('customerAccounts')
      .values([...accounts.values()])
      .onConflict((oc) =>
        oc.column('customerId').doUpdateSet((eb) => ({
          saldo: eb.ref('excluded.saldo'),
          limite: eb.ref('excluded.limite'),
          pagado: sql`customer_accounts.pagado + excluded.pagado`,
          updatedAt: eb.ref('excluded.updatedAt'),
        })),
      );
    const movementRows = trx
      .insertInto('customerAccountMovements')
      .values(movements)
      .onConflict((oc) => oc.column('id').doNothing());
    const [moved, dropped] = chargeWrites(trx, [...charges.values()]);
    await writes.addInOrder(trx, [[accountRows, movementRows, ...moved], dropped]);
  },
};

function movementFields(event: CustomerAccountEvent) {
  switch (event.type) {
    case 'CustomerCreditLimitSet':
      return { saleId: null, medioPago: null, monto: null, userId: event.data.setBy };
    case 'CustomerAccountCharged':
    case 'CustomerAccountChargeReversed':
      return { saleId: event.data.saleId, medioPago: null, monto: event.data.monto, userId: null };
    case 'CustomerPaymentReceived':
      return {
        saleId: null,
        medioPago: event.data.medioPago,
        monto: event.data.monto,
        userId: event.data.receivedBy,
      };
    default:
      return assertNever(event);
  }
}

/**
 * Each sale's charge moves by what the batch charged and gave back. A charge stored in this batch
 * brings its day (an upsert); a reversal alone moves a charge stored before. A charge given back
 * whole is gone: the second statement's writes, which must see the first's.
 */
function chargeWrites(
  trx: ReadModelTransaction,
  changes: readonly { customerId: string; saleId: string; fecha?: string; delta: number }[],
): [OperationNodeSource[], OperationNodeSource[]] {
  const dated = changes.filter((c) => c.fecha !== undefined);
  const upsert = trx
    .insertInto('customerAccountCharges')
    .values(
      dated.map((c) => ({ customerId: c.customerId, saleId: c.saleId, fecha: c.fecha!, monto: c.delta })),
    )
    .onConflict((oc) =>
      oc
        .columns(['customerId', 'saleId'])
        .doUpdateSet({ monto: sql`customer_account_charges.monto + excluded.monto` }),
    );
  const reversals = changes
    .filter((change) => change.fecha === undefined)
    .map((c) =>
      trx
        .updateTable('customerAccountCharges')
        .set({ monto: sql`monto + ${c.delta}` })
        .where('customerId', '=', c.customerId)
        .where('saleId', '=', c.saleId),
    );
  const emptied = changes.filter((c) => c.delta <= 0).map((c) => c.customerId);
  const drop = trx
    .deleteFrom('customerAccountCharges')
    .where('customerId', 'in', [...new Set(emptied)])
    .where('monto', '<=', 0);
  return [[...(dated.length === 0 ? [] : [upsert]), ...reversals], emptied.length === 0 ? [] : [drop]];
}
