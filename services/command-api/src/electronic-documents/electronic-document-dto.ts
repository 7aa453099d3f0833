import {
  ELECTRONIC_DOCUMENT_STATES,
  type ElectronicDocumentCounts,
  type ElectronicDocumentDto,
  type ElectronicDocumentState,
  PENDING_WARNING_HOURS,
} from '@lavadero/contracts/electronic-documents';
import { toSaleElectronicDocument } from '@lavadero/read-models/electronic-documents/electronic-documents.queries';
import type { ElectronicDocumentRow } from '@lavadero/read-models/electronic-documents/electronic-documents.table';

/** Before this instant a document still waiting for SIFEN is late (the screens warn of it). */
export const lateCutoff = (now: Date) =>
  new Date(now.getTime() - PENDING_WARNING_HOURS * 3_600_000).toISOString();

export function toElectronicDocumentDto(row: ElectronicDocumentRow, cutoff: string): ElectronicDocumentDto {
  return {
    ...toSaleElectronicDocument(row),
    id: row.id,
    numeroFactura: row.numeroFactura,
    timbrado: row.timbrado,
    fecha: row.fecha,
    protocolo: row.protocol,
    aprobadoEn: row.approvedAt,
    inutilizacion: row.inutilizacion,
    demorado:
      (row.estado === 'pendiente' || row.estado === 'enviado') &&
      row.pendingSince !== null &&
      row.pendingSince < cutoff,
  };
}

/** Every state with its count, zero when none. */
export function toCounts(byState: ReadonlyMap<ElectronicDocumentState, number>): ElectronicDocumentCounts {
  return Object.fromEntries(
    ELECTRONIC_DOCUMENT_STATES.map((state) => [state, byState.get(state) ?? 0]),
  ) as ElectronicDocumentCounts;
}
