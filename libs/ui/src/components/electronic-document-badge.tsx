import type { SaleElectronicDocument } from '@lavadero/contracts/electronic-documents';
import { describeElectronicDocument } from '../lib/electronic-document';
import { Badge } from './badge';

/**
 * A sale's SIFEN state: the badge, and under it the reason of a rejection or observation and the
 * warning of a document waiting too long. Shown on the sale card, in the invoice viewer and in the
 * admin's "Documentos electrónicos".
 */
export function ElectronicDocumentBadge({
  document,
  now = new Date(),
  detailed = true,
}: {
  document: Pick<SaleElectronicDocument, 'estado' | 'codigo' | 'mensaje' | 'pendienteDesde'>;
  now?: Date;
  /** Whether the reason and warning show beside the badge (a table puts them in their own cell). */
  detailed?: boolean;
}) {
  const shown = describeElectronicDocument(document, now);
  return (
    <span className="inline-flex flex-col gap-1" data-testid="sifen-state">
      <Badge variant={shown.variant} data-estado={document.estado}>
        {shown.label}
      </Badge>
      {detailed && shown.reason ? (
        <span className="font-normal text-destructive text-xs" data-testid="sifen-reason">
          {shown.reason}
        </span>
      ) : null}
      {detailed && shown.warning ? (
        <span className="font-normal text-warning-foreground text-xs" role="alert">
          {shown.warning}
        </span>
      ) : null}
    </span>
  );
}
