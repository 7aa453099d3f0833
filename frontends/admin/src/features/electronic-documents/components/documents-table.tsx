import type { ElectronicDocumentDto } from '@lavadero/contracts/electronic-documents';
import { Button } from '@lavadero/ui/components/button';
import { ElectronicDocumentBadge } from '@lavadero/ui/components/electronic-document-badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@lavadero/ui/components/table';
import { describeElectronicDocument } from '@lavadero/ui/lib/electronic-document';
import { Download, RotateCcw } from 'lucide-react';

/** The CDC in groups of four, as the KuDE prints it. */
const grouped = (cdc: string) => cdc.match(/.{1,4}/g)?.join(' ') ?? '';

/**
 * One row per document: number, day, state, CDC, SIFEN's last words (a rejection's reason, an
 * observation, a warning of a long wait) and the actions the role allows.
 */
export function DocumentsTable({
  documents,
  canResend,
  canDownload,
  resending,
  onResend,
}: {
  documents: readonly ElectronicDocumentDto[];
  canResend: boolean;
  canDownload: boolean;
  resending: string | null;
  onResend: (document: ElectronicDocumentDto) => void;
}) {
  const now = new Date();
  return (
    <div className="overflow-x-auto">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Factura</TableHead>
            <TableHead>Fecha</TableHead>
            <TableHead>Estado</TableHead>
            <TableHead>CDC</TableHead>
            <TableHead>Detalle</TableHead>
            <TableHead className="text-right">Acciones</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {documents.map((document) => {
            const shown = describeElectronicDocument(document, now);
            return (
              <TableRow key={document.id} data-testid="electronic-document-row">
                <TableCell className="font-medium">{document.numeroFactura}</TableCell>
                <TableCell>{document.fecha.split('-').reverse().join('/')}</TableCell>
                <TableCell>
                  <ElectronicDocumentBadge document={document} now={now} detailed={false} />
                </TableCell>
                <TableCell className="font-mono text-xs">{grouped(document.cdc) || '-'}</TableCell>
                <TableCell className="max-w-xs whitespace-normal text-xs">
                  {shown.reason ?? (document.inutilizacion ? document.mensaje : null)}
                  {shown.warning ? <div className="text-warning-foreground">{shown.warning}</div> : null}
                </TableCell>
                <TableCell className="space-x-2 text-right">
                  {canResend && document.estado === 'rechazado' ? (
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={resending === document.id}
                      onClick={() => onResend(document)}
                    >
                      <RotateCcw /> Reenviar
                    </Button>
                  ) : null}
                  {canDownload && document.firmadoEn ? (
                    <Button size="sm" variant="outline" asChild>
                      <a href={`/api/sales/${document.id}/electronic-document`} download>
                        <Download /> Descargar XML
                      </a>
                    </Button>
                  ) : null}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
