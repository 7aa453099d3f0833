import '../../../styles.css';
import type { ElectronicDocumentDto } from '@lavadero/contracts/electronic-documents';
import { serverMessage } from '@lavadero/ui/api/api-error';
import { useCan } from '@lavadero/ui/api/use-current-user';
import { Alert, AlertDescription, AlertTitle } from '@lavadero/ui/components/alert';
import { Button } from '@lavadero/ui/components/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@lavadero/ui/components/card';
import { EmptyState } from '@lavadero/ui/components/empty-state';
import { PageHeader } from '@lavadero/ui/components/page-header';
import { Skeleton } from '@lavadero/ui/components/skeleton';
import { toast } from '@lavadero/ui/hooks/use-toast';
import { countOf } from '@lavadero/ui/lib/plural';
import { AlertTriangle, FileCode2, Send } from 'lucide-react';
import { useState } from 'react';
import { toastFailure } from '../../../components/toast-failure';
import { useElectronicDocuments } from '../api/get-electronic-documents';
import { useRequestInutilizations } from '../api/request-inutilizations';
import { useResendDocument } from '../api/resend-document';
import { NO_DOCUMENT_FILTERS, toDocumentsQuery } from './document-filter';
import { DocumentsTable } from './documents-table';
import { DocumentsToolbar } from './documents-toolbar';
import { StateCounts } from './state-counts';

/**
 * /documentos-electronicos (issue 19): every sale's electronic document and where it stands with
 * SIFEN. Admins resend a rejected one and send the pending inutilizaciones; admins and auditors
 * download the signed XML. The server enforces each of these by itself.
 */
export default function ElectronicDocumentsPage() {
  const [filters, setFilters] = useState(NO_DOCUMENT_FILTERS);
  const { query, error } = toDocumentsQuery(filters);
  const list = useElectronicDocuments(query);
  const resend = useResendDocument();
  const inutilize = useRequestInutilizations();
  const isAdmin = useCan('electronicDocuments.manage');
  const canDownload = useCan('electronicDocuments.download');
  const pending = list.data?.inutilizacionesPendientes ?? 0;

  const onResend = (document: ElectronicDocumentDto) =>
    resend.mutate(document.id, {
      onSuccess: () =>
        toast({
          title: 'Documento reenviado',
          description: `La factura ${document.numeroFactura} se firma con un nuevo código y se envía a SIFEN.`,
        }),
      onError: (failure) => toastFailure('No se pudo reenviar el documento', failure),
    });
  const onInutilize = () =>
    inutilize.mutate(undefined, {
      onSuccess: (reply) =>
        toast({
          title: 'Inutilizaciones solicitadas',
          description: `${countOf(reply?.pendientes ?? pending, 'número pendiente', 'números pendientes')} se informan a SIFEN.`,
        }),
      onError: (failure) => toastFailure('No se pudieron enviar las inutilizaciones', failure),
    });

  return (
    <>
      <PageHeader
        title="Documentos electrónicos"
        description="Facturas electrónicas y su estado en SIFEN"
        actions={
          isAdmin ? (
            <Button onClick={onInutilize} disabled={inutilize.isPending || pending === 0}>
              <Send />
              Enviar inutilizaciones pendientes{pending > 0 ? ` (${pending})` : ''}
            </Button>
          ) : null
        }
      />
      <DocumentsToolbar filters={filters} onChange={setFilters} error={error} />
      {list.data && <StateCounts counts={list.data.conteos} />}
      <Card className="min-w-0">
        <CardHeader>
          <CardTitle>Documentos</CardTitle>
          <CardDescription>
            {list.data ? countOf(list.data.documentos.length, 'documento', 'documentos') : ' '}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {list.isLoading && (
            <div className="space-y-2" role="status" aria-label="Cargando documentos...">
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-full" />
            </div>
          )}
          {list.isError && (
            <Alert variant="destructive">
              <AlertTriangle />
              <AlertTitle>No se pudieron cargar los documentos</AlertTitle>
              <AlertDescription>{serverMessage(list.error, list.error.message)}</AlertDescription>
            </Alert>
          )}
          {list.data && list.data.documentos.length === 0 && (
            <EmptyState icon={FileCode2} title="No hay documentos electrónicos" />
          )}
          {list.data && list.data.documentos.length > 0 && (
            <DocumentsTable
              documents={list.data.documentos}
              canResend={isAdmin}
              canDownload={canDownload}
              resending={resend.isPending ? (resend.variables ?? null) : null}
              onResend={onResend}
            />
          )}
        </CardContent>
      </Card>
    </>
  );
}
