import type { WorkOrderDto } from '@lavadero/contracts/work-orders';
import { failureReason, isApiError, serverMessage } from '@lavadero/ui/api/api-error';
import { ConfirmDialog } from '@lavadero/ui/components/confirm-dialog';
import { toast } from '@lavadero/ui/hooks/use-toast';
import { useDeleteWorkOrder } from '../api/delete-work-order';

/** Spec 2 §8: the server's `details`, else its message, else the fallback. Null after a session expiry. */
function deleteFailureText(error: unknown): string | null {
  if (failureReason(error) === null) return null;
  const body = isApiError(error) && typeof error.body === 'object' ? error.body : null;
  const details = body ? (body as Record<string, unknown>).details : undefined;
  if (typeof details === 'string' && details !== '') return details;
  return serverMessage(error, 'No se pudo eliminar la orden de trabajo.');
}

/** '¿Eliminar orden de trabajo?' (spec 2); mounted only while open, it stays until the server answers. */
export function DeleteOrderDialog({ order, onClose }: { order: WorkOrderDto; onClose: () => void }) {
  const remove = useDeleteWorkOrder();
  const confirm = () =>
    remove.mutate(order.id, {
      onSuccess: () => {
        toast({ title: 'Orden eliminada', description: `La orden #${order.numero} fue eliminada.` });
        onClose();
      },
      onError: (error) => {
        const description = deleteFailureText(error);
        if (description !== null)
          toast({ variant: 'destructive', title: 'Error al eliminar orden', description });
        onClose();
      },
    });
  return (
    <ConfirmDialog
      pending={remove.isPending}
      title="¿Eliminar orden de trabajo?"
      description="Esta acción eliminará permanentemente la orden y todos sus datos relacionados. No se puede deshacer."
      confirmLabel="Eliminar"
      onConfirm={confirm}
      onClose={onClose}
    >
      <p className="rounded-md border bg-muted/50 px-3 py-2 text-sm">
        Orden #{order.numero} · {order.customerNombre} ·{' '}
        <span className="font-mono">{order.vehiclePlaca}</span>
      </p>
    </ConfirmDialog>
  );
}
