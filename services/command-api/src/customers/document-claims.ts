import { customerDecider } from '@lavadero/domain/customers/decide';
import { customerDocumentDecider } from '@lavadero/domain/customers/document-claim';
import {
  type CustomerEvent,
  type DocTipo,
  documentKey,
  toCustomerDocumentStreamId,
  toCustomerStreamId,
} from '@lavadero/domain/customers/events';
import { foldEvents } from '@lavadero/domain/shared/decider';
import type { Actor } from '../plugins/commands';
import type { WriteDeps } from '../plugins/write-deps';

export interface DocumentHolder {
  readonly docTipo: DocTipo;
  readonly docNumero: string;
  readonly customerId: string;
}

const streamOf = (holder: DocumentHolder) => toCustomerDocumentStreamId(holder.docTipo, holder.docNumero);

/**
 * Takes the document for the customer on its own stream (appended with the revision read, so of two
 * concurrent claims exactly one wins); refused with 409 'Ya existe otro cliente con el documento ...'.
 * True when this call took it, false when the customer held it already (then it is not ours to undo).
 */
export async function claimDocument(deps: WriteDeps, actor: Actor, holder: DocumentHolder) {
  const { events } = await deps.dispatch(actor, streamOf(holder), customerDocumentDecider, {
    type: 'ClaimCustomerDocument',
    data: holder,
  });
  return events.length > 0;
}

export async function releaseDocument(deps: WriteDeps, actor: Actor, holder: DocumentHolder) {
  await deps.dispatch(actor, streamOf(holder), customerDocumentDecider, {
    type: 'ReleaseCustomerDocument',
    data: holder,
  });
}

/** Whether the customer's own stream says it carries this document now. */
async function customerHolds(deps: WriteDeps, holder: DocumentHolder): Promise<boolean> {
  const recorded = await deps.store.readStream(toCustomerStreamId(holder.customerId));
  const events = recorded.map((e) => ({ type: e.type, data: e.data }) as CustomerEvent);
  const state = foldEvents(customerDecider, events);
  return (
    state.status === 'present' &&
    documentKey(state.docTipo, state.docNumero) === documentKey(holder.docTipo, holder.docNumero)
  );
}

/**
 * Undoes a claim after the step that needed it failed, unless the customer carries the document
 * anyway: two requests for the same customer can race (two instances creating the default customer,
 * two edits to the same new document) and the loser must not free what the winner uses. The original
 * failure is what the caller must hear, so a failure here is only logged.
 */
export async function releaseDocumentAfterFailure(deps: WriteDeps, actor: Actor, holder: DocumentHolder) {
  try {
    if (!(await customerHolds(deps, holder))) await releaseDocument(deps, actor, holder);
  } catch (error) {
    deps.log.error({ err: error, ...holder }, 'could not release a customer document claim');
  }
}
