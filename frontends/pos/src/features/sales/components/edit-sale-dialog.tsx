import { zodResolver } from '@hookform/resolvers/zod';
import { type SaleDto, UpdateSaleBody, type UpdateSaleInput } from '@lavadero/contracts/sales';
import { FormDialog, FormDialogForm } from '@lavadero/ui/components/form-dialog';
import { Label } from '@lavadero/ui/components/label';
import { useForm } from 'react-hook-form';
import { useCustomers } from '../api/get-customers';
import { useUpdateSale } from '../api/update-sale';
import { CustomerPicker } from './customer-picker';
import { PaymentMethodField } from './payment-method-field';
import { type CartItem, cartTotals, toCartItem } from './sale-cart';
import { SaleSummary } from './sale-summary';
import { toastFailure, toastSuccess } from './sale-toasts';

const cartOf = (sale: SaleDto): CartItem[] => sale.items.map((item) => toCartItem(item, item.precioUnitario));

/** The PUT body: the sale's lines as they are, amounts as strings (spec 1 §7), totals for the regime. */
function bodyOf(
  sale: SaleDto,
  customerId: string,
  medioPago: SaleDto['medioPago'],
  regimenTurismo: boolean,
): UpdateSaleInput {
  const t = cartTotals(cartOf(sale), regimenTurismo);
  return {
    customerId,
    workOrderId: sale.workOrderId,
    medioPago,
    regimenTurismo,
    items: sale.items.map((item) => ({
      ...item,
      cantidad: String(item.cantidad),
      precioUnitario: String(item.precioUnitario),
      subtotal: String(item.subtotal),
    })),
    subtotal: String(t.subtotal),
    impuestos: String(t.impuestos),
    total: String(t.total),
  };
}

/**
 * Corrects a sale within 24 h (admins): its customer (and with it the tourist regime) or its payment
 * method. The server prices it again under the same rules; the number stays.
 */
export function EditSaleDialog({ sale, onClose }: { sale: SaleDto; onClose: () => void }) {
  const customers = useCustomers().data ?? [];
  const update = useUpdateSale();
  const form = useForm<UpdateSaleInput, unknown, UpdateSaleBody>({
    resolver: zodResolver(UpdateSaleBody),
    defaultValues: bodyOf(sale, sale.customerId, sale.medioPago, sale.regimenTurismo),
  });
  const regimenTurismo = form.watch('regimenTurismo') ?? false;
  const submit = form.handleSubmit(() =>
    update.mutate(
      { id: sale.id, body: form.getValues() },
      {
        onSuccess: () => {
          toastSuccess('Factura actualizada', `La factura ${sale.numeroFactura} fue corregida.`);
          onClose();
        },
        onError: (error) =>
          toastFailure('Error al actualizar factura', error, 'No se pudo actualizar la factura.'),
      },
    ),
  );
  return (
    <FormDialog
      pending={update.isPending}
      onClose={onClose}
      title={`Editar Factura ${sale.numeroFactura}`}
      description="Corrija el cliente o el medio de pago (dentro de las 24 horas de su emisión)"
    >
      <FormDialogForm onSubmit={submit} pending={update.isPending} submitLabel="Guardar Cambios">
        <div className="space-y-1">
          <Label>Cliente</Label>
          <CustomerPicker
            customers={customers}
            value={form.watch('customerId') ?? ''}
            onChange={(customer) => {
              const medio = form.getValues('medioPago') ?? sale.medioPago;
              form.reset(bodyOf(sale, customer.id, medio, customer.regimenTurismo));
            }}
          />
        </div>
        <PaymentMethodField control={form.control} id="edit-medio-pago" />
        <SaleSummary totals={cartTotals(cartOf(sale), regimenTurismo)} regimenTurismo={regimenTurismo} />
      </FormDialogForm>
    </FormDialog>
  );
}
