import {
  CUSTOMER_ACCOUNT_EVENT_TYPES,
  type CustomerAccountEvent,
} from '@lavadero/domain/customer-accounts/events';
import { assertNever } from '@lavadero/domain/shared/decider';
import { positionToString } from '@lavadero/event-store/event-store';
import { sql } from 'kysely';
import type { ReadModelTransaction } from '../database';
import type { Projection } from '../projection';

/** The movement's kind, as the customer card names it. */
const KIND: Record<CustomerAccountEvent['type'], string> = {
  CustomerCreditLimitSet: 'limite',
  CustomerAccountCharged: 'cargo',
  CustomerAccountChargeReversed: 'reverso',
  CustomerPaymentReceived: 'pago',
};

/**
 * Balances, movements and each sale's open charge. Every account event carries the balance and the
 * limit after it, so the account row is the last event's figures; the charges table follows the
 * charges and reversals, and the sum of payments is kept for the aging (oldest charges paid first).
 * Credit sales are few, so each event is its own statements.
 */
export const customerAccountsProjection: Projection = {
  name: 'customer_accounts',
  handles: CUSTOMER_ACCOUNT_EVENT_TYPES,
  tables: ['customerAccounts', 'customerAccountMovements', 'customerAccountCharges'],
  async applyBatch(trx, events) {
    for (const recorded of events) {
      const event = { type: recorded.type, data: recorded.data } as CustomerAccountEvent;
      const { customerId, saldo, limite, at } = event.data;
      const pago = event.type === 'CustomerPaymentReceived' ? event.data.monto : 0;
      await trx
        .insertInto('customerAccounts')
        .values({ customerId, saldo, limite, pagado: pago, updatedAt: at })
        .onConflict((oc) =>
          oc.column('customerId').doUpdateSet({
            saldo,
            limite,
            pagado: sql`customer_accounts.pagado + ${pago}`,
            updatedAt: at,
          }),
        )
        .execute();
      await trx
        .insertInto('customerAccountMovements')
        .values({
          id: recorded.id,
          customerId,
          kind: KIND[event.type],
          ...movementFields(event),
          saldo,
          limite,
          at,
          position: positionToString(recorded.position),
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      await followCharges(trx, event);
    }
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

async function followCharges(trx: ReadModelTransaction, event: CustomerAccountEvent) {
  if (event.type === 'CustomerAccountCharged') {
    const { customerId, saleId, fecha, monto } = event.data;
    await trx
      .insertInto('customerAccountCharges')
      .values({ customerId, saleId, fecha, monto })
      .onConflict((oc) =>
        oc
          .columns(['customerId', 'saleId'])
          .doUpdateSet({ monto: sql`customer_account_charges.monto + ${monto}` }),
      )
      .execute();
  }
  if (event.type === 'CustomerAccountChargeReversed') {
    const { customerId, saleId, monto } = event.data;
    await trx
      .updateTable('customerAccountCharges')
      .set({ monto: sql`monto - ${monto}` })
      .where('customerId', '=', customerId)
      .where('saleId', '=', saleId)
      .execute();
    await trx
      .deleteFrom('customerAccountCharges')
      .where('customerId', '=', customerId)
      .where('saleId', '=', saleId)
      .where('monto', '<=', 0)
      .execute();
  }
}
