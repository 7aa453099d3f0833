import type { WorkOrderDto } from '@lavadero/contracts/work-orders';
import { useCustomers } from '@lavadero/ui/api/queries/customers';
import { FormDialog } from '@lavadero/ui/components/form-dialog';
import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useCajaCheck } from '../api/caja-check';
import { useWorkOrder } from '../api/get-work-order';
import { CajaRequiredNotice } from './caja-required-notice';
import type { IssuedSale } from './new-sale-dialog';
import { OrderBillingForm } from './order-billing-form';

/** Why an order cannot be billed here, or null when it can (the server decides the same again). */
function refusal(order: WorkOrderDto | null): string | null {
  if (!order) return 'No se encontró la orden de trabajo.';
  if (order.facturada) return `La orden ya fue facturada (Factura ${order.numeroFactura ?? 'en proceso'}).`;
  if (order.estado !== 'terminado' && order.estado !== 'entregado') {
    return 'Solo se facturan órdenes terminadas o entregadas.';
  }
  return null;
}

/**
 * 'Punto de Venta' for a work order (spec 1 "Point-of-sale dialog opened from a work order"), opened
 * by /ventas?orden={id} from the orders screen. Waits for the order and its customer, then starts the
 * cart with the order's lines.
 */
export function OrderBillingDialog({
  workOrderId,
  onClose,
  onIssued,
}: {
  workOrderId: string;
  onClose: () => void;
  onIssued: (issued: IssuedSale, print: boolean) => void;
}) {
  const order = useWorkOrder(workOrderId);
  const customers = useCustomers();
  const caja = useCajaCheck();
  const loaded = order.isSuccess && customers.isSuccess && !caja.loading;
  const why = loaded ? refusal(order.data) : null;
  // The order as it was when billing began: once the sale is stored the refreshed list says 'ya fue
  // facturada', and the form must stay mounted to hear its own success and open the post-sale dialog.
  const [billing, setBilling] = useState<{ order: WorkOrderDto; regimenTurismo: boolean } | null>(null);
  if (!billing && loaded && !why && !caja.blocked && order.data) {
    const customer = customers.data?.find((c) => c.id === order.data?.customerId);
    setBilling({ order: order.data, regimenTurismo: customer?.regimenTurismo ?? false });
  }
  if (billing) {
    return (
      <OrderBillingForm
        order={billing.order}
        regimenTurismo={billing.regimenTurismo}
        onClose={onClose}
        onIssued={onIssued}
      />
    );
  }
  return (
    <FormDialog onClose={onClose} title="Punto de Venta" description="Facturación de una orden de trabajo">
      {order.isError || customers.isError ? (
        <p className="text-destructive text-sm">
          No se pudo cargar la orden. Verifique la conexión e intente nuevamente.
        </p>
      ) : why ? (
        <p className="text-sm">{why}</p>
      ) : caja.blocked ? (
        <CajaRequiredNotice onClose={onClose} />
      ) : (
        <p className="flex items-center gap-2 text-muted-foreground text-sm">
          <Loader2 className="animate-spin" /> Cargando orden...
        </p>
      )}
    </FormDialog>
  );
}
