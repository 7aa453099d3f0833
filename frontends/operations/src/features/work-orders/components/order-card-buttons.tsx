import type { WorkOrderDto, WorkOrderEstado } from '@lavadero/contracts/work-orders';
import { Button } from '@lavadero/ui/components/button';
import { Eye, History, MessageCircle, Pencil, Play, Printer, Receipt, Trash2 } from 'lucide-react';
import { orderActions } from './order-actions';
import { readyForPickupLink } from './whatsapp-link';

export interface OrderCardHandlers {
  onAdvance: (order: WorkOrderDto, to: WorkOrderEstado) => void;
  onPrint: (order: WorkOrderDto) => void;
  onDetails: (order: WorkOrderDto) => void;
  /** 'Historial': absent when the role may not read it. */
  onHistory?: (order: WorkOrderDto) => void;
  onEdit: (order: WorkOrderDto) => void;
  onDelete: (order: WorkOrderDto) => void;
  onBill: (order: WorkOrderDto) => void;
}

/** Print and details for everyone; the stage, edit, delete, 'Facturar' and 'Avisar' buttons for writers. */
export function OrderCardButtons({
  order,
  canWrite,
  handlers,
}: {
  order: WorkOrderDto;
  canWrite: boolean;
  handlers: OrderCardHandlers;
}) {
  const actions = orderActions(order, canWrite);
  const whatsapp = actions.notify
    ? readyForPickupLink(
        { nombre: order.customerNombre, telefono: order.customerTelefono },
        order.vehiclePlaca,
      )
    : null;
  const n = order.numero;
  return (
    <div className="flex flex-wrap gap-2">
      {actions.advance ? (
        <Button size="sm" onClick={() => actions.advance && handlers.onAdvance(order, actions.advance.to)}>
          <Play />
          {actions.advance.label}
        </Button>
      ) : null}
      {actions.bill ? (
        <Button size="sm" variant="secondary" onClick={() => handlers.onBill(order)}>
          <Receipt />
          Facturar
        </Button>
      ) : null}
      {whatsapp ? (
        <Button size="sm" variant="outline" asChild>
          <a href={whatsapp} target="_blank" rel="noopener noreferrer">
            <MessageCircle />
            Avisar
          </a>
        </Button>
      ) : null}
      <Button
        size="icon"
        variant="outline"
        aria-label={`Imprimir orden ${n}`}
        onClick={() => handlers.onPrint(order)}
      >
        <Printer />
      </Button>
      <Button
        size="icon"
        variant="outline"
        aria-label={`Ver detalles de la orden ${n}`}
        onClick={() => handlers.onDetails(order)}
      >
        <Eye />
      </Button>
      {handlers.onHistory ? (
        <Button
          size="icon"
          variant="outline"
          aria-label={`Historial de la orden ${n}`}
          title="Historial"
          onClick={() => handlers.onHistory?.(order)}
        >
          <History />
        </Button>
      ) : null}
      {actions.edit ? (
        <Button
          size="icon"
          variant="outline"
          aria-label={`Editar orden ${n}`}
          onClick={() => handlers.onEdit(order)}
        >
          <Pencil />
        </Button>
      ) : null}
      {actions.remove ? (
        <Button
          size="icon"
          variant="outline"
          className="text-destructive hover:text-destructive"
          aria-label={`Eliminar orden ${n}`}
          onClick={() => handlers.onDelete(order)}
        >
          <Trash2 />
        </Button>
      ) : null}
    </div>
  );
}
