import type { CustomerBody } from '@lavadero/contracts/customers';
import { customerDecider } from '@lavadero/domain/customers/customer-decide';
import { assertValidCustomer } from '@lavadero/domain/customers/customer-rules';
import { customerDocumentDecider } from '@lavadero/domain/customers/document-claim-decide';
import {
  type CustomerEvent,
  type CustomerFields,
  toCustomerDocumentStreamId,
  toCustomerStreamId,
} from '@lavadero/domain/customers/events';
import { decideStream } from '@lavadero/event-store/handle-command';
import { evolveCustomerRow } from '@lavadero/read-models/customers/customers.projection';
import type { CustomerRow } from '@lavadero/read-models/customers/customers.table';
import type { Actor } from '../plugins/commands';
import { nowIso, type WriteDeps } from '../plugins/write-deps';

export function toCustomerFields(body: CustomerBody): CustomerFields {
  return { ...body, fechaIngreso: body.fechaIngreso ?? null };
}

/**
 * Claims the document and creates the customer's stream in one atomic append: of two customers with
 * the same document exactly one is stored, and a refused creation leaves no claim behind (one read
 * of both streams, one append, one wait). `customerId` is fixed only for the default customer
 * (bootstrap); others get a new uuid.
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
  // The domain's rules first, so a refused customer appends nothing, not even a claim.
  assertValidCustomer(fields);
  const claim = toCustomerDocumentStreamId(fields.docTipo, fields.docNumero);
  const customer = toCustomerStreamId(customerId);
  const now = nowIso(deps);
  const { appended } = await deps.dispatchToStreams(
    actor,
    [claim, customer],
    (histories) => [
      decideStream(customerDocumentDecider, claim, histories, {
        type: 'ClaimCustomerDocument',
        data: { docTipo: fields.docTipo, docNumero: fields.docNumero, customerId },
      }),
      decideStream(customerDecider, customer, histories, {
        type: 'RegisterCustomer',
        data: { ...fields, customerId, now },
      }),
    ],
    { expectNew: [claim, customer] },
  );
  const [registered] = appended.find((a) => a.streamId === customer)!.events as CustomerEvent[];
  return evolveCustomerRow(null, registered!)!;
}
