import { z } from './zod-es';

/**
 * Where a sale's electronic document (DE) stands with SIFEN, as the screens name it. `pendiente`:
 * signed or waiting to be (re)sent; `enviado`: sent, answer not yet known (a lote in process, or a
 * send whose answer was lost and is being asked for by CDC).
 */
export const ELECTRONIC_DOCUMENT_STATES = [
  'pendiente',
  'enviado',
  'aprobado',
  'aprobado_observacion',
  'rechazado',
  'cancelado',
] as const;
export const ElectronicDocumentState = z.enum(ELECTRONIC_DOCUMENT_STATES);
export type ElectronicDocumentState = z.infer<typeof ElectronicDocumentState>;

export const ELECTRONIC_DOCUMENT_STATE_LABELS: Record<ElectronicDocumentState, string> = {
  pendiente: 'Pendiente',
  enviado: 'Enviado',
  aprobado: 'Aprobado',
  aprobado_observacion: 'Aprobado con observación',
  rechazado: 'Rechazado',
  cancelado: 'Cancelado',
};

/**
 * What a sale card, the invoice viewer and the KuDE show of the sale's electronic document: the
 * sale DTO carries it as `electronico` (null for a sale under a printed timbrado).
 */
export const SaleElectronicDocument = z.object({
  estado: ElectronicDocumentState,
  /** 44 digits; known once the document is built (the security code is decided at sale time). */
  cdc: z.string(),
  /** The QR's lookup URL with its cHashQR; null until the document is signed. */
  qrUrl: z.string().nullable(),
  /** SIFEN's last answer code and message (a rejection's reason, an observation). */
  codigo: z.string().nullable(),
  mensaje: z.string().nullable(),
  /** ISO instants. */
  firmadoEn: z.string().nullable(),
  /** Since when it waits for SIFEN's approval (the screens warn past 24 h); null once answered. */
  pendienteDesde: z.string().nullable(),
});
export type SaleElectronicDocument = z.infer<typeof SaleElectronicDocument>;
