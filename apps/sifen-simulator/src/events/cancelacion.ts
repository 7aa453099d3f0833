import type { Element } from '@xmldom/xmldom';
import { type ResultMessage, result } from '../codes';
import type { SimulatorStore, StoredDocument } from '../store';
import { text } from '../xml';

const HOUR = 3_600_000;

/**
 * Cancellation (rGeVeCan) of an approved DE by its issuer: within 48 h of approval for a factura,
 * 168 h for the other types (AFE, NCE, NDE, NRE).
 */
export function checkCancelacion(
  event: Element,
  signerRuc: string | undefined,
  store: SimulatorStore,
  now: Date,
): { reject: ResultMessage } | { document: StoredDocument } {
  const cdc = text(event, 'Id') ?? '';
  const document = store.documents.get(cdc);
  if (!document) return { reject: result('4000', cdc) };
  if (document.cancelled) return { reject: result('4001') };
  if (document.numbering.ruc !== signerRuc) return { reject: result('4003') };
  const hours = document.numbering.tipo === '1' ? 48 : 168;
  if (now.getTime() - document.approvedAt.getTime() > hours * HOUR) {
    return { reject: result('4002', `${hours} h desde la aprobación`) };
  }
  return { document };
}
