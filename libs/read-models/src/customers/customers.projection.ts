import { CUSTOMER_EVENT_TYPES, type CustomerEvent } from '@lavadero/domain/customers/events';
import { assertNever } from '@lavadero/domain/shared/decider';
import { entityProjection } from '../entity-projection';
import type { CustomerRow } from './customers.table';

/** Pure: the customers row after one event (null before the customer exists). */
export function evolveCustomerRow(row: CustomerRow | null, event: CustomerEvent): CustomerRow | null {
  switch (event.type) {
    case 'CustomerRegistered': {
      const { customerId, createdAt, ...fields } = event.data;
      return { id: customerId, ...fields, createdAt, updatedAt: createdAt };
    }
    case 'CustomerUpdated': {
      if (row === null) return null;
      const { customerId: _, at, ...fields } = event.data;
      return { ...row, ...fields, updatedAt: at };
    }
    default:
      return assertNever(event);
  }
}

export const customersProjection = entityProjection({
  name: 'customers',
  table: 'customers',
  handles: CUSTOMER_EVENT_TYPES,
  idOf: (event: CustomerEvent) => event.data.customerId,
  evolve: evolveCustomerRow,
  creates: ['CustomerRegistered'],
});
