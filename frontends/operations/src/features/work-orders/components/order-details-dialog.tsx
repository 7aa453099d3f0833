import type { WorkOrderDto } from '@lavadero/contracts/work-orders';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@lavadero/ui/components/dialog';
import { formatDateTime, formatGuaranies } from '@lavadero/ui/lib/format';
import { EstadoBadge } from './estado-badge';

/** Everything about one order: its stages with their times, its lines, notes and invoice. */
export function OrderDetailsDialog({ order, onClose }: { order: WorkOrderDto; onClose: () => void }) {
  const stages = [
    ['Entrada', order.fechaEntrada],
    ['Inicio', order.fechaInicio],
    ['Fin', order.fechaFin],
    ['Entrega', order.fechaEntrega],
  ] as const;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            Orden #{order.numero} <EstadoBadge estado={order.estado} />
          </DialogTitle>
          <DialogDescription>
            {order.customerNombre} · {order.vehiclePlaca} - {order.vehicleMarca} {order.vehicleModelo} (
            {order.vehicleColor})
          </DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
          {stages.map(([label, at]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd>{formatDateTime(at)}</dd>
            </div>
          ))}
          <dt className="text-muted-foreground">Factura</dt>
          <dd>{order.facturada ? (order.numeroFactura ?? 'Generando...') : 'Sin facturar'}</dd>
        </dl>
        <ul className="divide-y rounded-md border text-sm" aria-label="Servicios de la orden">
          {order.items.map((item) => (
            <li key={item.id} className="flex justify-between gap-2 px-3 py-2">
              <span>
                {item.cantidad} × {item.nombre}
              </span>
              <span className="tabular-nums">{formatGuaranies(item.total)}</span>
            </li>
          ))}
          <li className="flex justify-between px-3 py-2 font-semibold">
            <span>Total</span>
            <span className="tabular-nums">{formatGuaranies(order.total)}</span>
          </li>
        </ul>
        {order.observaciones ? <p className="text-muted-foreground text-sm">{order.observaciones}</p> : null}
      </DialogContent>
    </Dialog>
  );
}
