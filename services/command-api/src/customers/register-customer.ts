import type { CustomerBody } from '@lavadero/contracts/customers';
import { assertValidCustomer } from '@lavadero/domain/customers/customer-rules';
import { customerDecider } from '@lavadero/domain/customers/decide';
import { type CustomerFields, toCustomerStreamId } from '@lavadero/domain/customers/events';
import type { Actor } from '../plugins/commands';
import { nowIso, type WriteDeps } from '../plugins/write-deps';
import { claimDocument, releaseDocumentAfterFailure } from './document-claims';

export function toCustomerFields(body: CustomerBody): CustomerFields {
  return { ...body, fechaIngreso: body.fechaIngreso ?? null };
}

/**
 * Claims the document first, then creates the customer's stream; if the creation fails the claim is
 * given back. `customerId` is fixed only for the default customer (bootstrap); others get a new uuid.
 */
export async function registerCustomer(
  deps: WriteDeps,
  actor: Actor,
  fields: CustomerFields,
  customerId: string = deps.ids.newId(),
): Promise<string> {
  // The domain's rules first, so a refused customer appends nothing, not even a claim.
  assertValidCustomer(fields);
  const holder = { docTipo: fields.docTipo, docNumero: fields.docNumero, customerId };
  const took = await claimDocument(deps, actor, holder);
  try {
    await deps.dispatch(actor, toCustomerStreamId(customerId), customerDecider, {
      type: 'RegisterCustomer',
      data: { ...fields, customerId, now: nowIso(deps) },
    });
  } catch (error) {
    if (took) await releaseDocumentAfterFailure(deps, actor, holder);
    throw error;
  }
  return customerId;
}
