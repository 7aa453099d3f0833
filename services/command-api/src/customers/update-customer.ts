import { customerDecider } from '@lavadero/domain/customers/customer-decide';
import { assertValidCustomer } from '@lavadero/domain/customers/customer-rules';
import { customerDocumentDecider } from '@lavadero/domain/customers/document-claim-decide';
import {
  type CustomerFields,
  type DocTipo,
  documentKey,
  toCustomerStreamId,
} from '@lavadero/domain/customers/events';
import { customerMessages } from '@lavadero/domain/customers/messages';
import { NotFoundError } from '@lavadero/domain/shared/errors';
import { decideStream } from '@lavadero/event-store/handle-command';
import { findCustomerById } from '@lavadero/read-models/customers/customers.queries';
import type { Actor } from '../plugins/commands';
import { nowIso, type WriteDeps } from '../plugins/write-deps';
import { documentStreamOf } from './document-claims';

/**
 * A full edit. When the document changes, the new document is claimed, the customer updated and the
 * old document freed in ONE atomic append: a refused edit (another customer's document, someone
 * changed the document meanwhile) leaves both documents as they were.
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
  const customer = toCustomerStreamId(customerId);
  const [claim, release] = [documentStreamOf(after), documentStreamOf(before)];
  const now = nowIso(deps);

  await deps.dispatchToStreams(actor, moves ? [customer, claim, release] : [customer], (histories) => [
    // Refused when the stream's document is no longer `before`, whose claim this append frees.
    decideStream(customerDecider, customer, histories, {
      type: 'UpdateCustomer',
      data: { ...fields, documentBefore: { docTipo: before.docTipo, docNumero: before.docNumero }, now },
    }),
    ...(moves
      ? [
          decideStream(customerDocumentDecider, claim, histories, {
            type: 'ClaimCustomerDocument',
            data: after,
          }),
          decideStream(customerDocumentDecider, release, histories, {
            type: 'ReleaseCustomerDocument',
            data: before,
          }),
        ]
      : []),
  ]);
}
