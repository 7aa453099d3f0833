import type { WorkOrderDto } from '@lavadero/contracts/work-orders';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@lavadero/ui/components/card';
import { formatDateTime, formatGuaranies } from '@lavadero/ui/lib/format';
import { Car, Receipt, User } from 'lucide-react';
import { EstadoBadge } from './estado-badge';
import { OrderCardButtons, type OrderCardHandlers } from './order-card-buttons';

/** One order (spec 2 "Work orders screen"): number, estado, customer, vehicle, entry, total, notes. */
export function OrderCard({
  order,
  canWrite,
  handlers,
}: {
  order: WorkOrderDto;
  canWrite: boolean;
  handlers: OrderCardHandlers;
}) {
  return (
    <Card className="h-full gap-3 py-4" data-testid="order-card">
      <CardHeader className="flex flex-row items-center justify-between gap-2 px-4">
        <CardTitle className="text-base">Orden #{order.numero}</CardTitle>
        <EstadoBadge estado={order.estado} />
      </CardHeader>
      <CardContent className="flex-1 space-y-1.5 px-4 text-sm">
        <p className="flex items-center gap-2">
          <User className="size-4 text-muted-foreground" aria-hidden />
          {order.customerNombre}
        </p>
        <p className="flex items-center gap-2">
          <Car className="size-4 text-muted-foreground" aria-hidden />
          <span className="font-mono font-medium">{order.vehiclePlaca}</span>
          <span className="text-muted-foreground">
            {order.vehicleMarca} {order.vehicleModelo}
          </span>
        </p>
        <p className="text-muted-foreground">Entrada: {formatDateTime(order.fechaEntrada)}</p>
        <p className="font-semibold text-lg tabular-nums">{formatGuaranies(order.total)}</p>
        {order.observaciones ? <p className="text-muted-foreground italic">{order.observaciones}</p> : null}
        {order.facturada ? (
          <p className="flex items-center gap-2 font-medium text-success">
            <Receipt className="size-4" aria-hidden />
            Facturada: {order.numeroFactura ?? 'Generando...'}
          </p>
        ) : null}
      </CardContent>
      <CardFooter className="px-4">
        <OrderCardButtons order={order} canWrite={canWrite} handlers={handlers} />
      </CardFooter>
    </Card>
  );
}
