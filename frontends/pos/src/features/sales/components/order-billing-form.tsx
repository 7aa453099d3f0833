import { zodResolver } from '@hookform/resolvers/zod';
import { CreateSaleBody, type CreateSaleInput, DEFAULT_PAYMENT_METHOD } from '@lavadero/contracts/sales';
import type { SaleFromOrderAction, WorkOrderDto } from '@lavadero/contracts/work-orders';
import { Alert, AlertDescription, AlertTitle } from '@lavadero/ui/components/alert';
import { Button } from '@lavadero/ui/components/button';
import { Checkbox } from '@lavadero/ui/components/checkbox';
import { FormDialog } from '@lavadero/ui/components/form-dialog';
import { Label } from '@lavadero/ui/components/label';
import { Loader2, Printer, Save } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useCreateSaleFromOrder } from '../api/create-sale-from-order';
import { useStampCheck } from '../api/stamp-check';
import { isFullSale } from '../api/written-sale';
import type { IssuedSale } from './new-sale-dialog';
import { cartToSaleItems, cartTotals, temporaryInvoiceNumber, toCartItem } from './sale-cart';
import { SaleForm } from './sale-form';
import { toastFailure, toastSuccess } from './sale-toasts';

/** The order's lines as the starting cart, and the sale they make for the customer's regime. */
function startOf(order: WorkOrderDto, regimenTurismo: boolean) {
  const cart = order.items.map((item) => toCartItem(item, item.precio));
  const values: CreateSaleInput = {
    customerId: order.customerId,
    workOrderId: order.id,
    medioPago: DEFAULT_PAYMENT_METHOD,
    regimenTurismo,
    numeroFactura: temporaryInvoiceNumber(),
    items: cartToSaleItems(cart),
    ...cartTotals(cart, regimenTurismo),
  };
  return { cart, values };
}

/**
 * The billing form of one order, on the new-sale dialog's SaleForm: the order's lines in the cart
 * (more services and products can be added), the payment method, the totals under the customer's
 * regime, 'Marcar orden como entregada después de facturar' (only while the order is terminado: an
 * entregado one is delivered already), 'Guardar' and 'Guardar e Imprimir'. The TEMP- number is made
 * once, so a retry is the same sale; the server prices, numbers and checks everything again.
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
  const [start] = useState(() => startOf(order, regimenTurismo));
  const form = useForm<CreateSaleInput, unknown, CreateSaleBody>({
    resolver: zodResolver(CreateSaleBody),
    defaultValues: start.values,
  });
  const [markAsDelivered, setMarkAsDelivered] = useState(false);
  const create = useCreateSaleFromOrder();
  const stamp = useStampCheck();
  const pending = create.isPending;

  const save = (action: SaleFromOrderAction) =>
    form.handleSubmit(
      (checked) =>
        create.mutate(
          { saleData: form.getValues(), workOrderId: order.id, action, markAsDelivered },
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
                itemCount: checked.items.reduce((n, line) => n + line.cantidad, 0),
                total: checked.total,
              };
              onIssued(issued, action === 'print');
            },
            onError: (error) => toastFailure('Error al crear venta', error, 'Ocurrió un error inesperado'),
          },
        ),
      () => toastFailure('Error al crear venta', null, 'Debe agregar al menos un item a la venta'),
    )();

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
      <SaleForm
        form={form}
        initialCart={start.cart}
        idPrefix="order-sale"
        pending={pending}
        customerPicker={false}
        // Enter in a field must not bill: only the two buttons do.
        onSubmit={(event) => event.preventDefault()}
        onCancel={onClose}
        // Spec 1: both buttons are off while saving or when the stamp is invalid.
        submitButtons={(disabled) => (
          <>
            <Button
              type="button"
              variant="secondary"
              disabled={disabled || !stamp.valid}
              onClick={() => save('save')}
            >
              {pending ? <Loader2 className="animate-spin" /> : <Save />}
              Guardar
            </Button>
            <Button type="button" disabled={disabled || !stamp.valid} onClick={() => save('print')}>
              {pending ? <Loader2 className="animate-spin" /> : <Printer />}
              Guardar e Imprimir
            </Button>
          </>
        )}
      >
        {order.estado === 'terminado' ? (
          <div className="flex items-center gap-2">
            <Checkbox
              id="order-mark-delivered"
              checked={markAsDelivered}
              disabled={pending}
              onCheckedChange={(checked) => setMarkAsDelivered(checked === true)}
            />
            <Label htmlFor="order-mark-delivered">Marcar orden como entregada después de facturar</Label>
          </div>
        ) : null}
      </SaleForm>
    </FormDialog>
  );
}
