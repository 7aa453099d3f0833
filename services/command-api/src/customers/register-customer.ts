import type { CustomerBody } from '@lavadero/contracts/customers';
import { planRegisterCustomer } from '@lavadero/domain/customers/customer-plan';
import {
  type CustomerEvent,
  type CustomerFields,
  toCustomerStreamId,
} from '@lavadero/domain/customers/events';
import { evolveCustomerRow } from '@lavadero/read-models/customers/customers.projection';
import type { CustomerRow } from '@lavadero/read-models/customers/customers.table';
import type { Actor } from '../plugins/commands';
import { dispatchPlan, nowIso, type WriteDeps } from '../plugins/write-deps';

export function toCustomerFields(body: CustomerBody): CustomerFields {
  return { ...body, fechaIngreso: body.fechaIngreso ?? null };
}

/**
 * Registers a customer and claims its document in one atomic append (customers/customer-plan.ts).
 * `customerId` is fixed only for the default customer (bootstrap); others get a new uuid.
 *
 * Returns the customer's row as the customers read model holds it once the wait is over: the
 * projection's own fold of the registration over no row (the stream was new), so the reply needs no
 * read of it.
 */
export async function registerCustomer(
  deps: WriteDeps,
  actor: Actor,
  fields: CustomerFields,
  customerId: string = deps.ids.newId(),
): Promise<CustomerRow> {
  const command = { type: 'RegisterCustomer' as const, data: { ...fields, customerId, now: nowIso(deps) } };
  const { appended } = await dispatchPlan(deps, actor, planRegisterCustomer(command));
  const customer = toCustomerStreamId(customerId);
  const [registered] = appended.find((a) => a.streamId === customer)!.events as CustomerEvent[];
  return evolveCustomerRow(null, registered!)!;
}
