import '../../../styles.css';
import type { WorkOrderDto } from '@lavadero/contracts/work-orders';
import { serverMessage } from '@lavadero/ui/api/api-error';
import { useWorkOrders } from '@lavadero/ui/api/queries/work-orders';
import { useCan, useCanWrite } from '@lavadero/ui/api/use-current-user';
import { Alert, AlertDescription, AlertTitle } from '@lavadero/ui/components/alert';
import { Button } from '@lavadero/ui/components/button';
import { EmptyState } from '@lavadero/ui/components/empty-state';
import { HistoryDialog } from '@lavadero/ui/components/history/history-dialog';
import { PageHeader } from '@lavadero/ui/components/page-header';
import { Skeleton } from '@lavadero/ui/components/skeleton';
import { toast } from '@lavadero/ui/hooks/use-toast';
import { AlertTriangle, ClipboardList, Plus, SearchX } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toastFailure } from '../../../components/toast-failure';
import { useUpdateWorkOrder } from '../api/update-work-order';
import { DeleteOrderDialog } from './delete-order-dialog';
import { estadoLabel } from './estado-badge';
import { OrderCard } from './order-card';
import type { OrderCardHandlers } from './order-card-buttons';
import { OrderCreatedDialog } from './order-created-dialog';
import { OrderDetailsDialog } from './order-details-dialog';
import { filterOrders, isFiltered, NO_ORDER_FILTERS, type OrderFilters } from './order-filter';
import { type CreatedOrder, OrderFormDialog } from './order-form-dialog';
import { OrderToolbar } from './order-toolbar';
import { PrintOrderDialog } from './print-order-dialog';

type Open =
  | { kind: 'form'; order: WorkOrderDto | null }
  | { kind: 'created'; created: CreatedOrder }
  | { kind: 'details' | 'print' | 'delete' | 'history'; order: WorkOrderDto };

/** /ordenes (spec 2 "Work orders screen", 'Órdenes de Servicio'). */
export default function WorkOrdersPage() {
  const orders = useWorkOrders();
  const canWrite = useCanWrite();
  const canReadHistory = useCan('history.view');
  const navigate = useNavigate();
  const advance = useUpdateWorkOrder();
  const [filters, setFilters] = useState<OrderFilters>(NO_ORDER_FILTERS);
  const [open, setOpen] = useState<Open | null>(null);
  const close = () => setOpen(null);
  const all = orders.data ?? [];
  const shown = filterOrders(all, filters);

  const handlers: OrderCardHandlers = {
    onAdvance: (order, to) =>
      advance.mutate(
        { id: order.id, body: { estado: to } },
        {
          onSuccess: () =>
            toast({ title: 'Estado actualizado', description: `Orden #${order.numero}: ${estadoLabel(to)}` }),
          onError: (error) => toastFailure('Error al actualizar estado', error),
        },
      ),
    onPrint: (order) => setOpen({ kind: 'print', order }),
    onDetails: (order) => setOpen({ kind: 'details', order }),
    onHistory: canReadHistory ? (order) => setOpen({ kind: 'history', order }) : undefined,
    onEdit: (order) => setOpen({ kind: 'form', order }),
    onDelete: (order) => setOpen({ kind: 'delete', order }),
    // Billing is the point of sale's job: this remote must not import the POS remote (remotes only
    // share libs/), and exposing the dialog through the shell would make the shell carry the POS's
    // cart, catalogue reads and invoice printing. So 'Facturar' only navigates: /ventas reads
    // ?orden={id} and opens its own order-billing dialog, built from the new-sale dialog's pieces.
    onBill: (order) => navigate(`/ventas?orden=${order.id}`),
  };
  const newOrder = () => setOpen({ kind: 'form', order: null });
  const createdOrder =
    open?.kind === 'created'
      ? (open.created.order ?? all.find((o) => o.id === open.created.id) ?? null)
      : null;

  return (
    <>
      <PageHeader
        title="Órdenes de Servicio"
        description="Gestión de órdenes de trabajo del lavadero"
        actions={
          canWrite && (
            <Button onClick={newOrder}>
              <Plus /> Nueva Orden
            </Button>
          )
        }
      />
      <OrderToolbar filters={filters} onChange={setFilters} />
      {orders.isLoading ? (
        <div
          role="status"
          aria-label="Cargando órdenes..."
          className="grid gap-4 md:grid-cols-2 xl:grid-cols-3"
        >
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-56 w-full rounded-xl" />
          ))}
        </div>
      ) : null}
      {orders.error ? (
        <Alert variant="destructive">
          <AlertTriangle />
          <AlertTitle>No se pudieron cargar las órdenes</AlertTitle>
          <AlertDescription>{serverMessage(orders.error, orders.error.message)}</AlertDescription>
        </Alert>
      ) : null}
      {orders.data && all.length === 0 ? (
        <EmptyState
          icon={ClipboardList}
          title="No hay órdenes de trabajo"
          description="Registre el ingreso de un vehículo para seguir su lavado hasta la entrega."
          action={
            canWrite && (
              <Button variant="outline" onClick={newOrder}>
                <Plus /> Crear Primera Orden
              </Button>
            )
          }
        />
      ) : null}
      {all.length > 0 && shown.length === 0 ? (
        <EmptyState
          icon={SearchX}
          title="No se encontraron órdenes"
          description="Pruebe con otra búsqueda o quite los filtros."
          action={
            isFiltered(filters) && (
              <Button variant="outline" onClick={() => setFilters(NO_ORDER_FILTERS)}>
                Limpiar filtros
              </Button>
            )
          }
        />
      ) : null}
      {shown.length > 0 ? (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {shown.map((order) => (
            <OrderCard key={order.id} order={order} canWrite={canWrite} handlers={handlers} />
          ))}
        </div>
      ) : null}
      {open?.kind === 'form' ? (
        <OrderFormDialog
          order={open.order}
          onClose={close}
          onCreated={(created) => setOpen({ kind: 'created', created })}
        />
      ) : null}
      {open?.kind === 'created' ? (
        <OrderCreatedDialog
          order={createdOrder}
          onPrint={(order) => setOpen({ kind: 'print', order })}
          onDetails={(order) => setOpen({ kind: 'details', order })}
          onClose={close}
        />
      ) : null}
      {open?.kind === 'details' ? <OrderDetailsDialog order={open.order} onClose={close} /> : null}
      {open?.kind === 'print' ? (
        <PrintOrderDialog orderId={open.order.id} numero={open.order.numero} onClose={close} />
      ) : null}
      {open?.kind === 'history' ? (
        <HistoryDialog
          subject="work-orders"
          id={open.order.id}
          title={`Orden N° ${open.order.numero}`}
          onClose={close}
        />
      ) : null}
      {open?.kind === 'delete' ? <DeleteOrderDialog order={open.order} onClose={close} /> : null}
    </>
  );
}
