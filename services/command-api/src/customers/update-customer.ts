import { planUpdateCustomer } from '@lavadero/domain/customers/customer-plan';
import type { CustomerFields, DocTipo } from '@lavadero/domain/customers/events';
import { customerMessages } from '@lavadero/domain/customers/messages';
import { NotFoundError } from '@lavadero/domain/shared/errors';
import { findCustomerById } from '@lavadero/read-models/customers/customers.queries';
import type { Actor } from '../plugins/commands';
import { dispatchPlan, nowIso, type WriteDeps } from '../plugins/write-deps';

/**
 * A full edit (customers/customer-plan.ts). The document before is the one the read model shows:
 * if the stream holds another by now, the decider refuses rather than undo that change.
 */
export async function updateCustomer(
  deps: WriteDeps,
  actor: Actor,
  customerId: string,
  fields: CustomerFields,
): Promise<void> {
  const current = await findCustomerById(deps.readDb, customerId);
  if (!current) throw new NotFoundError('CUSTOMER_NOT_FOUND', customerMessages.notFound);
  const documentBefore = { docTipo: current.docTipo as DocTipo, docNumero: current.docNumero };
  const command = { type: 'UpdateCustomer' as const, data: { ...fields, documentBefore, now: nowIso(deps) } };
  await dispatchPlan(deps, actor, planUpdateCustomer(customerId, command));
}
