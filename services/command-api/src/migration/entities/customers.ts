import { DEFAULT_CUSTOMER } from '@lavadero/contracts/customers';
import { CustomerRecord } from '@lavadero/contracts/migration-records';
import { customerDecider } from '@lavadero/domain/customers/customer-decide';
import { customerDocumentDecider } from '@lavadero/domain/customers/document-claim-decide';
import { toCustomerDocumentStreamId, toCustomerStreamId } from '@lavadero/domain/customers/events';
import { listCustomers } from '@lavadero/read-models/customers/customers.queries';
import { toCustomerDto } from '../../customers/customer-dto';
import { toCustomerFields } from '../../customers/register-customer';
import type { HistoryScope } from '../import-context';
import { entityHandler } from './entity-handler';

/** 'Cliente General' outlives resets (the read model keeps it), so all of its history counts. */
export const customerScope = (customerId: string): HistoryScope =>
  customerId === DEFAULT_CUSTOMER.id ? 'all' : 'epoch';

/** Like POST /api/customers: the document claim and the customer in the same append. */
export const customersHandler = entityHandler({
  entity: 'customers',
  exportAll: async (db) => (await listCustomers(db)).map(toCustomerDto),
  schema: CustomerRecord,
  streamsOf: (c) => [toCustomerStreamId(c.id), toCustomerDocumentStreamId(c.docTipo, c.docNumero)],
  importRecord(ctx, record) {
    const { id: customerId, createdAt, ...body } = record;
    const stream = toCustomerStreamId(customerId);
    const scope = customerScope(customerId);
    if (ctx.state(customerDecider, stream, scope).status !== 'absent') return 'skipped';
    const fields = toCustomerFields(body);
    ctx.decide(customerDocumentDecider, toCustomerDocumentStreamId(fields.docTipo, fields.docNumero), 'all', {
      type: 'ClaimCustomerDocument',
      data: { docTipo: fields.docTipo, docNumero: fields.docNumero, customerId },
    });
    ctx.decide(customerDecider, stream, scope, {
      type: 'RegisterCustomer',
      data: { ...fields, customerId, now: createdAt ?? ctx.now },
    });
    return 'created';
  },
});
