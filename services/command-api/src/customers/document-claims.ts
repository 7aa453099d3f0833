import { customerDocumentDecider } from '@lavadero/domain/customers/document-claim-decide';
import {
  type CustomerEvent,
  type DocTipo,
  toCustomerDocumentStreamId,
  toCustomerStreamId,
} from '@lavadero/domain/customers/events';
import { claimKind } from '../claims/repair-orphaned-claims';

export interface DocumentHolder {
  readonly docTipo: DocTipo;
  readonly docNumero: string;
  readonly customerId: string;
}

export const documentStreamOf = (holder: Omit<DocumentHolder, 'customerId'>) =>
  toCustomerDocumentStreamId(holder.docTipo, holder.docNumero);

/** A document claim is the customer's while the customer's stream carries that document. */
export const documentClaims = claimKind({
  claimed: 'CustomerDocumentClaimed',
  released: 'CustomerDocumentReleased',
  claimant: (data) => (data as DocumentHolder).customerId,
  ownerStream: toCustomerStreamId,
  holding: (event) => {
    const { type, data } = event as CustomerEvent;
    if (type !== 'CustomerRegistered' && type !== 'CustomerUpdated') return undefined;
    return { owner: data.customerId, claim: documentStreamOf(data) };
  },
  decider: customerDocumentDecider,
  releaseCommand: (claim, owner) => ({
    type: 'ReleaseCustomerDocument' as const,
    data: { ...(claim as DocumentHolder), customerId: owner },
  }),
});
