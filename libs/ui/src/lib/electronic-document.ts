import {
  ELECTRONIC_DOCUMENT_STATE_LABELS,
  type ElectronicDocumentState,
  PENDING_WARNING_HOURS,
  type SaleElectronicDocument,
} from '@lavadero/contracts/electronic-documents';

export type ElectronicBadgeVariant = 'success' | 'warning' | 'destructive' | 'secondary' | 'outline';

const VARIANTS: Record<ElectronicDocumentState, ElectronicBadgeVariant> = {
  pendiente: 'secondary',
  enviado: 'outline',
  aprobado: 'success',
  aprobado_observacion: 'warning',
  rechazado: 'destructive',
  cancelado: 'secondary',
};

/**
 * What a sale's SIFEN state badge says: the label, its color, the reason of a rejection or an
 * observation, and a warning when the document has waited for SIFEN for more than 24 h.
 */
export function describeElectronicDocument(
  document: Pick<SaleElectronicDocument, 'estado' | 'codigo' | 'mensaje' | 'pendienteDesde'>,
  now: Date,
) {
  const waitingHours =
    document.pendienteDesde && (document.estado === 'pendiente' || document.estado === 'enviado')
      ? (now.getTime() - Date.parse(document.pendienteDesde)) / 3_600_000
      : 0;
  const explained = document.estado === 'rechazado' || document.estado === 'aprobado_observacion';
  return {
    label: `SIFEN: ${ELECTRONIC_DOCUMENT_STATE_LABELS[document.estado]}`,
    variant: VARIANTS[document.estado],
    reason:
      explained && document.mensaje
        ? `${document.codigo ? `${document.codigo} - ` : ''}${document.mensaje}`
        : null,
    warning:
      waitingHours > PENDING_WARNING_HOURS
        ? `Pendiente de aprobación de SIFEN hace más de ${PENDING_WARNING_HOURS} horas`
        : null,
  };
}
