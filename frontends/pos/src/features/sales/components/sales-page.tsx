import '../../../styles.css';
import type { FullSaleDto, SaleDto } from '@lavadero/contracts/sales';
import { asuncionToday } from '@lavadero/fiscal/asuncion-day';
import { saleEditPermission } from '@lavadero/fiscal/edit-window';
import { useSales } from '@lavadero/ui/api/queries/sales';
import { useCan, useCurrentUser } from '@lavadero/ui/api/use-current-user';
import { Alert, AlertDescription, AlertTitle } from '@lavadero/ui/components/alert';
import { Button } from '@lavadero/ui/components/button';
import { EmptyState } from '@lavadero/ui/components/empty-state';
import { HistoryDialog } from '@lavadero/ui/components/history/history-dialog';
import { printInvoice } from '@lavadero/ui/components/invoice/print-invoice';
import { PageHeader } from '@lavadero/ui/components/page-header';
import type { InvoicePaper } from '@lavadero/ui/lib/invoice-paper';
import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, Plus, Receipt } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { saleFullQueryOptions } from '../api/get-sale-full';
import { useStampCheck } from '../api/stamp-check';
import { DeleteSaleDialog } from './delete-sale-dialog';
import { EditSaleDialog } from './edit-sale-dialog';
import { InvoiceViewerDialog } from './invoice-viewer-dialog';
import { type IssuedSale, NewSaleDialog } from './new-sale-dialog';
import { OrderBillingDialog } from './order-billing-dialog';
import { PostSaleDialog } from './post-sale-dialog';
import { SaleCard } from './sale-card';
import { filterSales, isFiltered, NO_FILTERS, saleStats } from './sale-filter';
import { SalesFilters } from './sale-filters';
import { toastFailure } from './sale-toasts';
import { SalesStats } from './sales-stats';

type Open =
  | { readonly kind: 'none' }
  | { readonly kind: 'new' }
  | { readonly kind: 'issued'; readonly issued: IssuedSale }
  | { readonly kind: 'view'; readonly saleId: string }
  | { readonly kind: 'edit' | 'delete' | 'history'; readonly sale: SaleDto };

/** Opens the print window (A4 unless the 80 mm roll is asked for), or says why not (a blocked pop-up). */
function print(full: FullSaleDto, paper: InvoicePaper = 'A4') {
  if (!printInvoice(full, paper)) {
    toastFailure('No se pudo imprimir', null, 'Permita las ventanas emergentes para imprimir la factura.');
  }
}

/** /ventas (spec 1 "Sales screen" 'Punto de Venta'). */
export default function SalesPage() {
  const queryClient = useQueryClient();
  const { data: sales, isPending } = useSales({ followSifen: true });
  const stamp = useStampCheck();
  const role = useCurrentUser().data?.role;
  const canReadHistory = useCan('history.view');
  const [filters, setFilters] = useState(NO_FILTERS);
  const [open, setOpen] = useState<Open>({ kind: 'none' });
  const close = useCallback(() => setOpen({ kind: 'none' }), []);
  const printById = (saleId: string) =>
    queryClient.fetchQuery(saleFullQueryOptions(saleId)).then(
      (full) => print(full),
      (error) => toastFailure('Error al cargar la factura', error, 'Error desconocido'),
    );
  // 'Facturar' on the orders screen (another remote) lands here as /ventas?orden={id}; the parameter
  // is dropped once the dialog closes, so a reload or going back does not bill the order again.
  const [params, setParams] = useSearchParams();
  const billedOrderId = params.get('orden');
  const closeBilling = () => setParams({}, { replace: true });
  // Billing was begun on the orders screen: giving it up returns there, where the order still waits.
  const navigate = useNavigate();
  const cancelBilling = () => navigate('/ordenes', { replace: true });
  const billed = (issued: IssuedSale, andPrint: boolean) => {
    closeBilling();
    setOpen({ kind: 'issued', issued });
    if (andPrint && issued.sale) printById(issued.id);
  };

  const header = (
    <PageHeader
      title="Punto de Venta"
      description="Facturación y registro de ventas"
      actions={
        <Button disabled={!stamp.valid} onClick={() => setOpen({ kind: 'new' })}>
          <Plus /> Nueva Venta
        </Button>
      }
    />
  );
  if (isPending) {
    return (
      <>
        {header}
        <p className="text-muted-foreground">Cargando ventas...</p>
      </>
    );
  }
  const all = sales ?? [];
  const now = new Date();
  const shown = filterSales(all, filters);
  const filtered = isFiltered(filters);
  return (
    <div className="space-y-6">
      {header}
      {!stamp.loading && !stamp.valid ? (
        <Alert variant="destructive">
          <AlertTriangle />
          <AlertTitle>Timbrado no válido</AlertTitle>
          <AlertDescription>{stamp.error}</AlertDescription>
        </Alert>
      ) : null}
      <SalesStats stats={saleStats(all, asuncionToday(now))} />
      <SalesFilters value={filters} onChange={setFilters} />
      {shown.length === 0 ? (
        <EmptyState
          icon={Receipt}
          title="No se encontraron ventas"
          description={
            filtered
              ? 'No hay ventas que coincidan con los filtros aplicados.'
              : 'Aún no hay ventas registradas en el sistema.'
          }
          action={
            !filtered && stamp.valid ? (
              <Button onClick={() => setOpen({ kind: 'new' })}>Registrar Primera Venta</Button>
            ) : undefined
          }
        />
      ) : (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {shown.map((sale) => (
            <SaleCard
              key={sale.id}
              sale={sale}
              permission={{ ...saleEditPermission(sale, role, now), showReason: role === 'admin' }}
              onView={() => setOpen({ kind: 'view', saleId: sale.id })}
              onHistory={canReadHistory ? () => setOpen({ kind: 'history', sale }) : undefined}
              onEdit={() => setOpen({ kind: 'edit', sale })}
              onDelete={() => setOpen({ kind: 'delete', sale })}
            />
          ))}
        </div>
      )}
      {open.kind === 'new' ? (
        <NewSaleDialog onClose={close} onIssued={(issued) => setOpen({ kind: 'issued', issued })} />
      ) : null}
      {billedOrderId ? (
        <OrderBillingDialog workOrderId={billedOrderId} onClose={cancelBilling} onIssued={billed} />
      ) : null}
      {open.kind === 'issued' ? (
        <PostSaleDialog issued={open.issued} onPrint={printById} onClose={close} />
      ) : null}
      {open.kind === 'view' ? (
        <InvoiceViewerDialog saleId={open.saleId} onPrint={print} onClose={close} />
      ) : null}
      {open.kind === 'history' ? (
        <HistoryDialog
          subject="sales"
          id={open.sale.id}
          title={`Factura ${open.sale.numeroFactura}`}
          onClose={close}
        />
      ) : null}
      {open.kind === 'edit' ? <EditSaleDialog sale={open.sale} onClose={close} /> : null}
      {open.kind === 'delete' ? <DeleteSaleDialog sale={open.sale} onClose={close} /> : null}
    </div>
  );
}
