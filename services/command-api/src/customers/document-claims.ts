import { customerDocumentDecider } from '@lavadero/domain/customers/document-claim';
import {
  type CustomerEvent,
  type DocTipo,
  toCustomerDocumentStreamId,
  toCustomerStreamId,
} from '@lavadero/domain/customers/events';
import { foldRecorded } from '@lavadero/event-store/handle-command';
import type { ClaimKind } from '../claims/repair-orphaned-claims';

export interface DocumentHolder {
  readonly docTipo: DocTipo;
  readonly docNumero: string;
  readonly customerId: string;
}

export const documentStreamOf = (holder: Omit<DocumentHolder, 'customerId'>) =>
  toCustomerDocumentStreamId(holder.docTipo, holder.docNumero);

/** A document claim is the customer's while the customer's stream carries that document. */
export const documentClaims: ClaimKind = {
  claimed: 'CustomerDocumentClaimed',
  released: 'CustomerDocumentReleased',
  claimant: (data) => (data as DocumentHolder).customerId,
  ownerStream: toCustomerStreamId,
  holding: (event) => {
    const { type, data } = event as CustomerEvent;
    if (type !== 'CustomerRegistered' && type !== 'CustomerUpdated') return undefined;
    return { owner: data.customerId, claim: documentStreamOf(data) };
  },
  release: (history, owner) => {
    const claim = history.findLast((e) => e.type === 'CustomerDocumentClaimed');
    if (!claim) return [];
    return customerDocumentDecider.decide(
      { type: 'ReleaseCustomerDocument', data: { ...(claim.data as DocumentHolder), customerId: owner } },
      foldRecorded(customerDocumentDecider, history),
    );
  },
};
