import type { ElectronicDocumentEvent } from '@lavadero/domain/electronic-documents/events';
import { ELECTRONIC_DOCUMENT_EVENT_TYPES } from '@lavadero/domain/electronic-documents/events';
import type { SaleIssued } from '@lavadero/domain/sales/events';
import { assertNever } from '@lavadero/domain/shared/decider';
import { asuncionToday } from '@lavadero/fiscal/asuncion-day';
import { entityProjection } from '../entity-projection';
import type { ElectronicDocumentRow } from './electronic-documents.table';

type Event = SaleIssued | ElectronicDocumentEvent;

/** The row of an electronic sale as issued: its DE waits to be signed and sent. */
function issued({ data }: SaleIssued): ElectronicDocumentRow | null {
  if (data.company.emision !== 'electronica') return null;
  return {
    id: data.saleId,
    numeroFactura: data.numeroFactura,
    timbrado: data.series.timbrado,
    establecimiento: data.series.establecimiento,
    puntoExpedicion: data.series.puntoExpedicion,
    secuencia: data.series.secuencia,
    fecha: data.fecha,
    codigoSeguridad: data.codigoSeguridad ?? null,
    cdc: null,
    estado: 'pendiente',
    codigo: null,
    mensaje: null,
    qrUrl: null,
    signedAt: null,
    pendingSince: data.issuedAt,
    protocol: null,
    approvedAt: null,
    via: null,
    loteProtocol: null,
    sentAt: null,
    failures: 0,
    nextAttemptAt: null,
    cancelacion: null,
    inutilizacion: null,
    withdrawnMonth: null,
    createdAt: data.issuedAt,
    updatedAt: data.issuedAt,
  };
}

/** Pure: the row after one event. Fiscal events of a sale with no row (never issued here) are skipped. */
export function evolveElectronicDocumentRow(
  row: ElectronicDocumentRow | null,
  event: Event,
): ElectronicDocumentRow | null {
  if (event.type === 'SaleIssued') return issued(event);
  if (!row) return null;
  const at = event.type === 'ElectronicDocumentSigned' ? event.data.signedAt : event.data.at;
  const next = (changes: Partial<ElectronicDocumentRow>): ElectronicDocumentRow => ({
    ...row,
    ...changes,
    updatedAt: at,
  });
  const answered = { pendingSince: null, failures: 0, nextAttemptAt: null };
  switch (event.type) {
    case 'ElectronicDocumentSigned': {
      const { cdc, codigoSeguridad, qrUrl, signedAt } = event.data;
      return next({
        cdc,
        codigoSeguridad,
        qrUrl,
        signedAt,
        estado: 'pendiente',
        codigo: null,
        mensaje: null,
      });
    }
    case 'ElectronicDocumentSent':
      return next({
        estado: 'enviado',
        via: event.data.via,
        loteProtocol: null,
        sentAt: at,
        nextAttemptAt: null,
      });
    case 'ElectronicDocumentLoteReceived':
      return next({ loteProtocol: event.data.loteProtocol });
    case 'ElectronicDocumentApproved': {
      const { protocol, observation } = event.data;
      return next({
        ...answered,
        estado: observation ? 'aprobado_observacion' : 'aprobado',
        protocol,
        approvedAt: at,
        codigo: observation?.code ?? null,
        mensaje: observation?.message ?? null,
      });
    }
    case 'ElectronicDocumentRejected':
      return next({ ...answered, estado: 'rechazado', codigo: event.data.code, mensaje: event.data.message });
    case 'ElectronicDocumentDeliveryFailed': {
      const { attempt, error, retryAt } = event.data;
      const retry = { failures: attempt, nextAttemptAt: retryAt, mensaje: error };
      // A cancellation whose answer was lost keeps the document approved; it is asked again.
      return row.cancelacion === 'enviada'
        ? next(retry)
        : next({ ...retry, estado: 'pendiente', codigo: null });
    }
    case 'ElectronicDocumentResendRequested':
      return next({
        estado: 'pendiente',
        codigoSeguridad: event.data.newCodigoSeguridad,
        pendingSince: at,
        codigo: null,
        mensaje: null,
      });
    case 'ElectronicDocumentCancellationSent':
      return next({ cancelacion: 'enviada', sentAt: at });
    case 'ElectronicDocumentCancelled':
      return next({ ...answered, estado: 'cancelado', cancelacion: 'aceptada', codigo: null, mensaje: null });
    case 'ElectronicDocumentCancellationRefused':
      return next({
        ...answered,
        cancelacion: 'rechazada',
        codigo: event.data.code,
        mensaje: event.data.message,
      });
    case 'ElectronicDocumentWithdrawn':
      return next({
        ...answered,
        estado: 'cancelado',
        inutilizacion: 'pendiente',
        withdrawnMonth: asuncionToday(new Date(at)).slice(0, 7),
        codigo: null,
        mensaje: 'Anulada sin aprobación de SIFEN: número pendiente de inutilización',
      });
    case 'ElectronicDocumentNumberInutilized': {
      const { first, last } = event.data.range;
      return next({
        inutilizacion: 'inutilizado',
        protocol: event.data.protocol ?? row.protocol,
        mensaje: `Número inutilizado en SIFEN (rango ${first}–${last})`,
      });
    }
    default:
      return assertNever(event);
  }
}

export const electronicDocumentsProjection = entityProjection({
  name: 'electronic_documents',
  table: 'electronicDocuments',
  handles: ['SaleIssued', ...ELECTRONIC_DOCUMENT_EVENT_TYPES],
  idOf: (event: Event) => event.data.saleId,
  evolve: evolveElectronicDocumentRow,
  creates: ['SaleIssued'],
});
