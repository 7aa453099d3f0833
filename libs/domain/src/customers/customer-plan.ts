import { decideStream, type StreamPlan } from '../shared/stream-plan';
import type { RegisterCustomer, UpdateCustomer } from './commands';
import { customerDecider } from './customer-decide';
import { customerDocumentDecider } from './document-claim-decide';
import { documentKey, toCustomerDocumentStreamId, toCustomerStreamId } from './events';

/**
 * A document belongs to one customer: its claim stream (type + normalised number) is taken in the
 * same atomic append that registers the customer or moves it to the document, and the old one is
 * freed there too. The customer is decided first, so a refused customer claims nothing.
 */
export function planRegisterCustomer(command: RegisterCustomer): StreamPlan {
  const { customerId, docTipo, docNumero } = command.data;
  const [claim, customer] = [toCustomerDocumentStreamId(docTipo, docNumero), toCustomerStreamId(customerId)];
  return {
    streamIds: [claim, customer],
    expectNew: [claim, customer],
    decide: (histories) => {
      const registered = decideStream(customerDecider, customer, histories, command);
      return [
        decideStream(customerDocumentDecider, claim, histories, {
          type: 'ClaimCustomerDocument',
          data: { docTipo, docNumero, customerId },
        }),
        registered,
      ];
    },
  };
}

/**
 * A full edit. When the document changes ('1.234.567' -> '1234567' does not), the new document is
 * claimed and `documentBefore`'s freed in the edit's own append: a refused edit (another customer's
 * document, someone changed the document meanwhile) leaves both documents as they were.
 */
export function planUpdateCustomer(customerId: string, command: UpdateCustomer): StreamPlan {
  const { documentBefore, docTipo, docNumero } = command.data;
  const before = { ...documentBefore, customerId };
  const after = { docTipo, docNumero, customerId };
  const moves = documentKey(before.docTipo, before.docNumero) !== documentKey(docTipo, docNumero);
  const customer = toCustomerStreamId(customerId);
  const claim = toCustomerDocumentStreamId(docTipo, docNumero);
  const release = toCustomerDocumentStreamId(before.docTipo, before.docNumero);
  return {
    streamIds: moves ? [customer, claim, release] : [customer],
    decide: (histories) => [
      // Refused when the stream's document is no longer `before`, whose claim this append frees.
      decideStream(customerDecider, customer, histories, command),
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
    ],
  };
}
