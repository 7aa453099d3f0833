import type { WorkOrderDto } from '@lavadero/contracts/work-orders';
import { Button } from '@lavadero/ui/components/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@lavadero/ui/components/dialog';
import { formatGuaranies } from '@lavadero/ui/lib/format';
import { CheckCircle2, Eye, Printer } from 'lucide-react';
import { estadoLabel } from './estado-badge';

/**
 * 'Orden de Trabajo Creada Exitosamente' (spec 2): number, estado, customer, plate, service count and
 * total. `order` is the server's answer, or the list's copy once it has caught up after a 202.
 */
export function OrderCreatedDialog({
  order,
  onPrint,
  onDetails,
  onClose,
}: {
  order: WorkOrderDto | null;
  onPrint: (order: WorkOrderDto) => void;
  onDetails: (order: WorkOrderDto) => void;
  onClose: () => void;
}) {
  const serviceCount = order?.items.reduce((n, item) => n + item.cantidad, 0) ?? 0;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <CheckCircle2 className="size-5 text-success" aria-hidden />
            Orden de Trabajo Creada Exitosamente
          </DialogTitle>
          <DialogDescription>
            El vehículo quedó registrado y la orden está lista para comenzar.
          </DialogDescription>
        </DialogHeader>
        {order ? (
          <dl className="grid grid-cols-2 gap-2 text-sm">
            <dt className="text-muted-foreground">Número</dt>
            <dd className="font-semibold" data-testid="created-order-number">
              #{order.numero}
            </dd>
            <dt className="text-muted-foreground">Estado</dt>
            <dd>{estadoLabel(order.estado)}</dd>
            <dt className="text-muted-foreground">Cliente</dt>
            <dd>{order.customerNombre}</dd>
            <dt className="text-muted-foreground">Vehículo</dt>
            <dd className="font-mono">{order.vehiclePlaca}</dd>
            <dt className="text-muted-foreground">Servicios</dt>
            <dd>{serviceCount}</dd>
            <dt className="text-muted-foreground">Total</dt>
            <dd className="font-semibold">{formatGuaranies(order.total)}</dd>
          </dl>
        ) : (
          <p className="text-muted-foreground text-sm">Esperando datos de la orden...</p>
        )}
        <DialogFooter>
          <Button variant="outline" disabled={!order} onClick={() => order && onPrint(order)}>
            <Printer /> Imprimir Orden
          </Button>
          <Button variant="outline" disabled={!order} onClick={() => order && onDetails(order)}>
            <Eye /> Ver Detalles
          </Button>
          <Button onClick={onClose}>Cerrar</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
