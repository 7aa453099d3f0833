import { electronicDocumentDecider } from '@lavadero/domain/electronic-documents/electronic-document-decide';
import { toSaleFiscalStreamId } from '@lavadero/domain/electronic-documents/events';
import { NotFoundError } from '@lavadero/domain/shared/errors';
import { findElectronicDocument } from '@lavadero/read-models/electronic-documents/electronic-documents.queries';
import type { Actor } from '../plugins/commands';
import { nowIso, type WriteDeps } from '../plugins/write-deps';

export const documentNotFound = 'La venta no tiene documento electrónico';

/**
 * 'Reenviar' a rejected DE: a new security code, so a new CDC for the same number; the fiscal
 * worker signs and sends it again. Only a rejected document may be resent (the decider says so).
 */
export async function resendDocument(deps: WriteDeps, actor: Actor, saleId: string): Promise<void> {
  if (!(await findElectronicDocument(deps.readDb, saleId)))
    throw new NotFoundError('DE_NOT_FOUND', documentNotFound);
  await deps.dispatch(actor, toSaleFiscalStreamId(saleId), electronicDocumentDecider, {
    type: 'RequestResend',
    data: {
      saleId,
      newCodigoSeguridad: deps.ids.securityCode(),
      requestedBy: actor.userId,
      now: nowIso(deps),
    },
  });
}
