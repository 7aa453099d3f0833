import type { ElectronicDocumentSigned } from '@lavadero/domain/electronic-documents/events';
import { toSaleFiscalStreamId } from '@lavadero/domain/electronic-documents/events';
import { NotFoundError } from '@lavadero/domain/shared/errors';
import type { EventStore } from '@lavadero/event-store/event-store';

export const noSignedDocument = 'La venta no tiene un documento electrónico firmado';

/**
 * The XML of the sale's DE exactly as it was last signed and sent (a resend signs again, and the
 * newest signature is the one SIFEN holds). The events keep it; the read model does not.
 */
export async function lastSignedXml(
  store: EventStore,
  saleId: string,
): Promise<{ cdc: string; xml: string }> {
  const events = await store.readStream(toSaleFiscalStreamId(saleId));
  const signed = events.filter((e) => e.type === 'ElectronicDocumentSigned').at(-1);
  if (!signed) throw new NotFoundError('DE_NOT_SIGNED', noSignedDocument);
  const { cdc, xml } = signed.data as ElectronicDocumentSigned['data'];
  return { cdc, xml };
}
