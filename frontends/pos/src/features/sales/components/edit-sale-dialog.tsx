import { zodResolver } from '@hookform/resolvers/zod';
import { type CreateSaleInput, type SaleDto, UpdateSaleBody } from '@lavadero/contracts/sales';
import { FormDialog } from '@lavadero/ui/components/form-dialog';
import { formatGuaranies } from '@lavadero/ui/lib/format';
import { type Resolver, useForm } from 'react-hook-form';
import { useUpdateSale } from '../api/update-sale';
import { type CartItem, cartToSaleItems, toCartItem } from './sale-cart';
import { SaleForm } from './sale-form';
import { toastFailure, toastSuccess } from './sale-toasts';

const cartOf = (sale: SaleDto): CartItem[] => sale.items.map((item) => toCartItem(item, item.precioUnitario));

/** The sale as it stands; the number is ignored by the PUT schema (it never changes). */
const valuesOf = (sale: SaleDto): CreateSaleInput => ({
  customerId: sale.customerId,
  workOrderId: sale.workOrderId,
  medioPago: sale.medioPago,
  regimenTurismo: sale.regimenTurismo,
  numeroFactura: sale.numeroFactura,
  items: cartToSaleItems(cartOf(sale)),
  subtotal: sale.subtotal,
  impuestos: sale.impuestos,
  total: sale.total,
});

/**
 * Corrects a sale within 24 h (admins): its customer (and with it the tourist regime), its payment
 * method or its lines, with the new-sale dialog's pieces. The server prices it again under the same
 * rules (lines already sold keep their price) and moves the stock by the difference; the number stays.
 */
export function EditSaleDialog({ sale, onClose }: { sale: SaleDto; onClose: () => void }) {
  const update = useUpdateSale();
  const form = useForm<CreateSaleInput, unknown, UpdateSaleBody>({
    // Every sale as POST sends it is a valid PUT input (numbers where strings are also allowed, a
    // number the schema ignores); TypeScript only trips on the variance of the resolver's options.
    resolver: zodResolver(UpdateSaleBody) as Resolver<CreateSaleInput, unknown, UpdateSaleBody>,
    defaultValues: valuesOf(sale),
  });
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
      description="Corrija el cliente, el medio de pago o los items (dentro de las 24 horas de su emisión)"
      className="max-h-[95vh] overflow-y-auto sm:max-w-4xl"
    >
      <SaleForm
        form={form}
        initialCart={cartOf(sale)}
        idPrefix="edit"
        pending={update.isPending}
        onSubmit={submit}
        onCancel={onClose}
        submitLabel={(totals) => `Guardar Cambios - ${formatGuaranies(totals.total)}`}
      />
    </FormDialog>
  );
}
