import { useSales } from '@lavadero/ui/api/queries/sales';
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
import { Printer } from 'lucide-react';
import type { IssuedSale } from './new-sale-dialog';

/**
 * 'Venta Completada Exitosamente'. After a 202 the number is not known yet: it shows 'Generando...'
 * and 'Esperando datos de factura...' until the sales list (refetched after the write) has the sale.
 */
export function PostSaleDialog({
  issued,
  onPrint,
  onClose,
}: {
  issued: IssuedSale;
  onPrint: (saleId: string) => void;
  onClose: () => void;
}) {
  const listed = useSales().data?.find((sale) => sale.id === issued.id);
  const numero = issued.sale?.numeroFactura ?? listed?.numeroFactura ?? null;
  const ready = issued.id !== '' && numero !== null;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Venta Completada Exitosamente</DialogTitle>
          <DialogDescription>La factura fue registrada con el timbrado vigente.</DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <dt className="text-muted-foreground">Número de factura</dt>
          <dd className="font-semibold" data-testid="post-sale-number">
            {numero ?? 'Generando...'}
          </dd>
          <dt className="text-muted-foreground">Cliente</dt>
          <dd>{issued.customerNombre}</dd>
          <dt className="text-muted-foreground">Items</dt>
          <dd>{issued.itemCount}</dd>
          <dt className="text-muted-foreground">Total</dt>
          <dd className="font-semibold">{formatGuaranies(issued.total)}</dd>
          {issued.vuelto != null ? (
            <>
              <dt className="text-muted-foreground">Vuelto</dt>
              <dd className="font-semibold" data-testid="post-sale-change">
                {formatGuaranies(issued.vuelto)}
              </dd>
            </>
          ) : null}
        </dl>
        {ready ? null : <p className="text-muted-foreground text-sm">Esperando datos de factura...</p>}
        <DialogFooter>
          <Button variant="outline" disabled={!ready} onClick={() => onPrint(issued.id)}>
            <Printer /> Imprimir
          </Button>
          <Button
            disabled={!ready}
            onClick={() => {
              onPrint(issued.id);
              onClose();
            }}
          >
            Guardar e Imprimir
          </Button>
          <Button variant="ghost" onClick={onClose}>
            Cerrar
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
