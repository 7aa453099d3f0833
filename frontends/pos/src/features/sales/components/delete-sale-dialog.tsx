import type { SaleDto } from '@lavadero/contracts/sales';
import { ConfirmDialog } from '@lavadero/ui/components/confirm-dialog';
import { Input } from '@lavadero/ui/components/input';
import { Label } from '@lavadero/ui/components/label';
import { formatDate, formatGuaranies } from '@lavadero/ui/lib/format';
import { useState } from 'react';
import { useDeleteSale } from '../api/delete-sale';
import { toastFailure, toastSuccess } from './sale-toasts';

/** 'Confirmar Eliminación': voids the sale (it keeps its number, marked ANULADA; its stock returns). */
export function DeleteSaleDialog({ sale, onClose }: { sale: SaleDto; onClose: () => void }) {
  const remove = useDeleteSale();
  const [motivo, setMotivo] = useState('');
  return (
    <ConfirmDialog
      pending={remove.isPending}
      title="Confirmar Eliminación"
      description={`¿Está seguro de que desea eliminar la factura ${sale.numeroFactura}?`}
      confirmLabel="Eliminar Factura"
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(
          { id: sale.id, motivo },
          {
            onSuccess: () => {
              toastSuccess('Factura eliminada', `La factura ${sale.numeroFactura} fue anulada.`);
              onClose();
            },
            onError: (error) =>
              toastFailure('Error al eliminar factura', error, 'No se pudo eliminar la factura.'),
          },
        )
      }
    >
      <dl className="grid grid-cols-2 gap-1 text-sm">
        <dt className="text-muted-foreground">Factura</dt>
        <dd>{sale.numeroFactura}</dd>
        <dt className="text-muted-foreground">Cliente</dt>
        <dd>{sale.customerNombre}</dd>
        <dt className="text-muted-foreground">Total</dt>
        <dd>{formatGuaranies(sale.total)}</dd>
        <dt className="text-muted-foreground">Fecha</dt>
        <dd>{formatDate(sale.createdAt)}</dd>
      </dl>
      <ul className="list-disc space-y-1 pl-5 text-destructive text-sm">
        <li>Esta acción no se puede deshacer.</li>
        <li>Solo debe usarse para corregir errores.</li>
        <li>Solo se permite dentro de las primeras 24 horas por cumplimiento fiscal.</li>
      </ul>
      <div className="grid gap-2">
        <Label htmlFor="anular-motivo">Motivo (opcional)</Label>
        <Input
          id="anular-motivo"
          value={motivo}
          maxLength={200}
          placeholder="Ej.: Se cobró dos veces el mismo lavado"
          onChange={(event) => setMotivo(event.target.value)}
        />
      </div>
    </ConfirmDialog>
  );
}
