import type { SaleFromOrderAction, WorkOrderDto } from '@lavadero/contracts/work-orders';
import { Alert, AlertDescription, AlertTitle } from '@lavadero/ui/components/alert';
import { Button } from '@lavadero/ui/components/button';
import { Checkbox } from '@lavadero/ui/components/checkbox';
import { FormDialog } from '@lavadero/ui/components/form-dialog';
import { Label } from '@lavadero/ui/components/label';
import { Loader2, Printer, Save } from 'lucide-react';
import { useState } from 'react';
import { useCreateSaleFromOrder } from '../api/create-sale-from-order';
import { useStampCheck } from '../api/get-timbrado-status';
import { isFullSale } from '../api/written-sale';
import { CartPanel } from './cart-panel';
import { ItemTiles } from './item-tiles';
import type { IssuedSale } from './new-sale-dialog';
import { PaymentMethodField } from './payment-method-field';
import { addToCart, toCartItem } from './sale-cart';
import { toastFailure, toastSuccess } from './sale-toasts';
import { useSaleCartForm } from './use-sale-cart-form';

/**
 * The billing form of one order: its lines in the cart (more services and products can be added),
 * the payment method, the totals under the customer's regime, 'Marcar orden como entregada después
 * de facturar' (only while the order is terminado: an entregado one is delivered already), 'Guardar'
 * and 'Guardar e Imprimir'. The server prices, numbers and checks everything again.
 */
export function OrderBillingForm({
  order,
  regimenTurismo,
  onClose,
  onIssued,
}: {
  order: WorkOrderDto;
  regimenTurismo: boolean;
  onClose: () => void;
  onIssued: (issued: IssuedSale, print: boolean) => void;
}) {
  const { form, cart, updateCart, totals } = useSaleCartForm({
    customerId: order.customerId,
    regimenTurismo,
    workOrderId: order.id,
    cart: order.items.map((item) => toCartItem(item, item.precio)),
  });
  const [markAsDelivered, setMarkAsDelivered] = useState(false);
  const create = useCreateSaleFromOrder();
  const stamp = useStampCheck();
  const pending = create.isPending;

  const save = (action: SaleFromOrderAction) =>
    form.handleSubmit(
      () => {
        const saleData = form.getValues();
        create.mutate(
          { saleData, workOrderId: order.id, action, markAsDelivered },
          {
            onSuccess: (reply) => {
              const sale = isFullSale(reply) ? reply : null;
              toastSuccess(
                'Venta creada exitosamente',
                sale ? `Factura ${sale.numeroFactura} generada` : 'La factura se está generando.',
              );
              const issued: IssuedSale = {
                id: reply?.id ?? '',
                sale,
                customerNombre: order.customerNombre,
                itemCount: cart.reduce((n, line) => n + line.quantity, 0),
                total: totals.total,
              };
              onIssued(issued, action === 'print');
            },
            onError: (error) => toastFailure('Error al crear venta', error, 'Ocurrió un error inesperado'),
          },
        );
      },
      () => toastFailure('Error al crear venta', null, 'Debe agregar al menos un item a la venta'),
    )();

  // Spec 1: both buttons are off while saving or when the stamp is invalid.
  const blocked = pending || !stamp.valid || cart.length === 0;
  return (
    <FormDialog
      pending={pending}
      onClose={onClose}
      title={
        <span>
          Punto de Venta <span className="text-muted-foreground">· Orden #{order.numero}</span>
        </span>
      }
      description={`${order.customerNombre} · ${order.vehiclePlaca} - ${order.vehicleMarca} ${order.vehicleModelo}`}
      className="max-h-[95vh] overflow-y-auto sm:max-w-4xl"
    >
      {!stamp.loading && !stamp.valid ? (
        <Alert variant="destructive">
          <AlertTitle>Timbrado no válido</AlertTitle>
          <AlertDescription>{stamp.error}</AlertDescription>
        </Alert>
      ) : null}
      <form onSubmit={(event) => event.preventDefault()} noValidate className="grid gap-4 md:grid-cols-2">
        <div className="space-y-4">
          <PaymentMethodField control={form.control} id="order-sale-medio-pago" />
          <ItemTiles onPick={(item) => updateCart(addToCart(cart, item))} />
        </div>
        <CartPanel cart={cart} onCart={updateCart} totals={totals} regimenTurismo={regimenTurismo}>
          {order.estado === 'terminado' ? (
            <div className="flex w-full items-center gap-2">
              <Checkbox
                id="order-mark-delivered"
                checked={markAsDelivered}
                disabled={pending}
                onCheckedChange={(checked) => setMarkAsDelivered(checked === true)}
              />
              <Label htmlFor="order-mark-delivered">Marcar orden como entregada después de facturar</Label>
            </div>
          ) : null}
          <Button type="button" variant="outline" disabled={pending} onClick={onClose}>
            Cancelar
          </Button>
          <Button type="button" variant="secondary" disabled={blocked} onClick={() => save('save')}>
            {pending ? <Loader2 className="animate-spin" /> : <Save />}
            Guardar
          </Button>
          <Button type="button" disabled={blocked} onClick={() => save('print')}>
            {pending ? <Loader2 className="animate-spin" /> : <Printer />}
            Guardar e Imprimir
          </Button>
        </CartPanel>
      </form>
    </FormDialog>
  );
}
