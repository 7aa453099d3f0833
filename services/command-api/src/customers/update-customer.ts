import { assertValidCustomer } from '@lavadero/domain/customers/customer-rules';
import { customerDecider } from '@lavadero/domain/customers/decide';
import {
  type CustomerFields,
  type DocTipo,
  documentKey,
  toCustomerStreamId,
} from '@lavadero/domain/customers/events';
import { customerMessages } from '@lavadero/domain/customers/messages';
import { NotFoundError } from '@lavadero/domain/shared/errors';
import { findCustomerById } from '@lavadero/read-models/customers/customers.queries';
import type { Actor } from '../plugins/commands';
import { nowIso, type WriteDeps } from '../plugins/write-deps';
import { claimDocument, releaseDocument, releaseDocumentAfterFailure } from './document-claims';

/**
 * A full edit. When the document changes: claim the new one, update the customer (refused if someone
 * changed the document meanwhile, in which case the new claim is given back), then free the old one.
 */
export async function updateCustomer(
  deps: WriteDeps,
  actor: Actor,
  customerId: string,
  fields: CustomerFields,
): Promise<void> {
  const current = await findCustomerById(deps.readDb, customerId);
  if (!current) throw new NotFoundError('CUSTOMER_NOT_FOUND', customerMessages.notFound);
  assertValidCustomer(fields);
  const before = { docTipo: current.docTipo as DocTipo, docNumero: current.docNumero, customerId };
  const after = { docTipo: fields.docTipo, docNumero: fields.docNumero, customerId };
  // '1.234.567' -> '1234567' is the same document: nothing to claim or free.
  const moves = documentKey(before.docTipo, before.docNumero) !== documentKey(after.docTipo, after.docNumero);

  const took = moves && (await claimDocument(deps, actor, after));
  try {
    await deps.dispatch(actor, toCustomerStreamId(customerId), customerDecider, {
      type: 'UpdateCustomer',
      data: {
        ...fields,
        documentBefore: { docTipo: before.docTipo, docNumero: before.docNumero },
        now: nowIso(deps),
      },
    });
  } catch (error) {
    if (took) await releaseDocumentAfterFailure(deps, actor, after);
    throw error;
  }
  if (moves) await releaseDocument(deps, actor, before);
}
