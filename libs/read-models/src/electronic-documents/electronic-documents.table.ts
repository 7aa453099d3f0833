import type { ElectronicDocumentState } from '@lavadero/contracts/electronic-documents';
import type { Selectable } from 'kysely';

/**
 * One row per electronically issued sale: where its DE stands with SIFEN (the screens' state, the
 * last code and message), what the worker's retry sweep needs (when to try again, since when a
 * send waits for its answer) and the number to report as inutilizado after a void.
 */
export interface ElectronicDocumentsTable {
  /** The sale's id. */
  id: string;
  numeroFactura: string;
  timbrado: string;
  establecimiento: string;
  puntoExpedicion: string;
  secuencia: number;
  /** Calendar day of issue (America/Asuncion), YYYY-MM-DD. */
  fecha: string;
  /** The security code the next (or last) signature uses. */
  codigoSeguridad: string | null;
  /** Null until the document is signed. */
  cdc: string | null;
  estado: ElectronicDocumentState;
  codigo: string | null;
  mensaje: string | null;
  qrUrl: string | null;
  signedAt: string | null;
  /** Since when it waits for SIFEN's answer; null once answered. */
  pendingSince: string | null;
  /** dProtAut of the approval. */
  protocol: string | null;
  approvedAt: string | null;
  /** 'recepcion' | 'lote' of the last send. */
  via: string | null;
  loteProtocol: string | null;
  /** When the last request left; the sweep asks again for a send left unanswered too long. */
  sentAt: string | null;
  /** Failures in a row, and when the next attempt is due (null: not waiting on a failure). */
  failures: number;
  nextAttemptAt: string | null;
  /** null | 'enviada' | 'rechazada' | 'aceptada'. */
  cancelacion: string | null;
  /** null | 'pendiente' (voided before approval) | 'inutilizado'. */
  inutilizacion: string | null;
  /** The month (YYYY-MM, America/Asuncion) of the void: numbers are reported by the 15th of the next. */
  withdrawnMonth: string | null;
  createdAt: string;
  updatedAt: string;
}
export type ElectronicDocumentRow = Selectable<ElectronicDocumentsTable>;

declare module '../database' {
  // The electronic documents table joins the read-model schema here, beside its definition.
  interface Database {
    electronicDocuments: ElectronicDocumentsTable;
  }
}
