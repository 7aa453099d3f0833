import { isCalendarDay } from './building-blocks';
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

/** Answered past this many hours, a document still waiting for SIFEN is shown with a warning. */
export const PENDING_WARNING_HOURS = 24;

const day = (field: string) =>
  z.string().refine(isCalendarDay, `La fecha ${field} debe tener el formato AAAA-MM-DD`);

/** GET /api/electronic-documents: by state and by calendar day of issue (inclusive). */
export const ElectronicDocumentListQuery = z
  .object({
    estado: z
      .enum(ELECTRONIC_DOCUMENT_STATES, {
        error: `El estado debe ser uno de: ${ELECTRONIC_DOCUMENT_STATES.join(', ')}`,
      })
      .optional(),
    desde: day('Desde').optional(),
    hasta: day('Hasta').optional(),
  })
  .refine((q) => !q.desde || !q.hasta || q.desde <= q.hasta, {
    message: 'La fecha Desde no puede ser posterior a Hasta',
    path: ['desde'],
  });
export type ElectronicDocumentListQuery = z.infer<typeof ElectronicDocumentListQuery>;

/** One row of the admin's "Documentos electrónicos". */
export const ElectronicDocumentDto = SaleElectronicDocument.extend({
  /** The sale's id. */
  id: z.string(),
  numeroFactura: z.string(),
  timbrado: z.string(),
  /** Calendar day of issue (America/Asuncion). */
  fecha: z.string(),
  /** dProtAut of the approval. */
  protocolo: z.string().nullable(),
  aprobadoEn: z.string().nullable(),
  /** null | 'pendiente' (voided before approval) | 'inutilizado'. */
  inutilizacion: z.string().nullable(),
  /** Waiting for SIFEN for more than PENDING_WARNING_HOURS. */
  demorado: z.boolean(),
});
export type ElectronicDocumentDto = z.infer<typeof ElectronicDocumentDto>;

/** How many documents stand in each state (of the whole period asked for, before the state filter). */
export const ElectronicDocumentCounts = z.object(
  Object.fromEntries(ELECTRONIC_DOCUMENT_STATES.map((s) => [s, z.number().int()])) as Record<
    ElectronicDocumentState,
    z.ZodNumber
  >,
);
export type ElectronicDocumentCounts = z.infer<typeof ElectronicDocumentCounts>;

export const ElectronicDocumentListDto = z.object({
  documentos: z.array(ElectronicDocumentDto),
  conteos: ElectronicDocumentCounts,
  /** Numbers of documents voided before approval that still await their inutilización. */
  inutilizacionesPendientes: z.number().int(),
});
export type ElectronicDocumentListDto = z.infer<typeof ElectronicDocumentListDto>;

/** What the dashboard warns of: rejected documents and those waiting for SIFEN too long. */
export const ElectronicDocumentAlertsDto = z.object({
  rechazados: z.number().int(),
  demorados: z.number().int(),
});
export type ElectronicDocumentAlertsDto = z.infer<typeof ElectronicDocumentAlertsDto>;

/** POST /api/electronic-documents/inutilizations: the request is taken, the worker sends it. */
export const InutilizationRequestDto = z.object({ solicitud: z.string(), pendientes: z.number().int() });
export type InutilizationRequestDto = z.infer<typeof InutilizationRequestDto>;
