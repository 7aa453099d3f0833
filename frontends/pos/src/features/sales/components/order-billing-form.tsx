import { CreateSaleBody, DEFAULT_PAYMENT_METHOD } from '@lavadero/contracts/sales';
import type { SaleFromOrderAction, WorkOrderDto } from '@lavadero/contracts/work-orders';
import { Alert, AlertDescription, AlertTitle } from '@lavadero/ui/components/alert';
import { Button } from '@lavadero/ui/components/button';
import { Checkbox } from '@lavadero/ui/components/checkbox';
import { FormDialog } from '@lavadero/ui/components/form-dialog';
import { Label } from '@lavadero/ui/components/label';
import { useZodForm } from '@lavadero/ui/forms/use-zod-form';
import { Loader2, Printer, Save } from 'lucide-react';
import { useRef, useState } from 'react';
import { useCreateSaleFromOrder } from '../api/create-sale-from-order';
import { useStampCheck } from '../api/stamp-check';
import { isFullSale } from '../api/written-sale';
import type { IssuedSale } from './new-sale-dialog';
import {
  cartTotals,
  requestOf,
  type SaleFormValues,
  type SaleLine,
  temporaryInvoiceNumber,
} from './sale-cart';
import { SaleForm } from './sale-form';
import { toastFailure, toastSuccess } from './sale-toasts';

/** The order's lines as the starting cart, and the sale they make for the customer's regime. */
function startOf(order: WorkOrderDto, regimenTurismo: boolean): SaleFormValues {
  const items = order.items.map(
    ({ serviceId, comboId, inventoryItemId, nombre, cantidad, precio }): SaleLine => ({
      serviceId,
      comboId,
      inventoryItemId,
      nombre,
      cantidad,
      precioUnitario: precio,
      subtotal: precio * cantidad,
    }),
  );
  return {
    customerId: order.customerId,
    workOrderId: order.id,
    medioPago: DEFAULT_PAYMENT_METHOD,
    regimenTurismo,
    numeroFactura: temporaryInvoiceNumber(),
    items,
    ...cartTotals(items, regimenTurismo),
  };
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
  const [markAsDelivered, setMarkAsDelivered] = useState(false);
  const create = useCreateSaleFromOrder();
  const stamp = useStampCheck();
  const pending = create.isPending;
  // Which of the two buttons sent the form: the schema check between the click and onValid is async.
  const action = useRef<SaleFromOrderAction>('save');
  const form = useZodForm(CreateSaleBody, {
    defaultValues: start,
    onValid: (body) => {
      create.mutate(
        {
          saleData: requestOf(body, form.getValues('items')),
          workOrderId: order.id,
          action: action.current,
          markAsDelivered,
        },
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
              itemCount: body.items.reduce((n, line) => n + line.cantidad, 0),
              total: body.total,
            };
            onIssued(issued, action.current === 'print');
          },
          onError: (error) => toastFailure('Error al crear venta', error, 'Ocurrió un error inesperado'),
        },
      );
    },
    onInvalid: () => toastFailure('Error al crear venta', null, 'Debe agregar al menos un item a la venta'),
  });
  const save = (chosen: SaleFromOrderAction) => {
    action.current = chosen;
    void form.submit();
  };

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
      className="sm:max-w-4xl"
    >
      {!stamp.loading && !stamp.valid ? (
        <Alert variant="destructive">
          <AlertTitle>Timbrado no válido</AlertTitle>
          <AlertDescription>{stamp.error}</AlertDescription>
        </Alert>
      ) : null}
      <SaleForm
        form={form}
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
