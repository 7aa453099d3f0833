import { assertNever, type Decider, type Message } from '../shared/decider';
import { IllegalStateError } from '../shared/errors';
import type { DocTipo } from './events';
import { customerMessages } from './messages';

type ClaimData = { readonly docTipo: DocTipo; readonly docNumero: string; readonly customerId: string };

/** The claim on one document (type + normalised number), on its own stream: the first claim wins. */
export type CustomerDocumentClaimed = Message<'CustomerDocumentClaimed', ClaimData>;
/** The customer moved to another document; this one is free again. */
export type CustomerDocumentReleased = Message<'CustomerDocumentReleased', ClaimData>;
export type CustomerDocumentEvent = CustomerDocumentClaimed | CustomerDocumentReleased;

export type ClaimCustomerDocument = Message<'ClaimCustomerDocument', ClaimData>;
export type ReleaseCustomerDocument = Message<'ReleaseCustomerDocument', ClaimData>;
export type CustomerDocumentCommand = ClaimCustomerDocument | ReleaseCustomerDocument;

export type CustomerDocumentState = { readonly claimedBy: string | null };

export const customerDocumentDecider: Decider<
  CustomerDocumentState,
  CustomerDocumentCommand,
  CustomerDocumentEvent
> = {
  initialState: () => ({ claimedBy: null }),
  evolve: (_state, event) => ({
    claimedBy: event.type === 'CustomerDocumentClaimed' ? event.data.customerId : null,
  }),
  decide: (command, state) => {
    const { customerId } = command.data;
    switch (command.type) {
      case 'ClaimCustomerDocument':
        if (state.claimedBy === customerId) return [];
        if (state.claimedBy !== null) {
          throw new IllegalStateError(
            'DOCUMENT_TAKEN',
            customerMessages.documentTaken(command.data.docTipo, command.data.docNumero),
          );
        }
        return [{ type: 'CustomerDocumentClaimed', data: command.data }];
      case 'ReleaseCustomerDocument':
        // Only the holder frees a document; anything else is a retry or a late duplicate.
        return state.claimedBy === customerId
          ? [{ type: 'CustomerDocumentReleased', data: command.data }]
          : [];
      default:
        return assertNever(command);
    }
  },
};
