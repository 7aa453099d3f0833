import { type SaleDto, UpdateSaleBody } from '@lavadero/contracts/sales';
import { FormDialog } from '@lavadero/ui/components/form-dialog';
import { useZodForm } from '@lavadero/ui/forms/use-zod-form';
import { formatGuaranies } from '@lavadero/ui/lib/format';
import { useUpdateSale } from '../api/update-sale';
import { requestOf, type SaleFormValues } from './sale-cart';
import { SaleForm } from './sale-form';
import { toastFailure, toastSuccess } from './sale-toasts';

/** The sale as it stands, its stored lines the cart; the number is ignored by the PUT schema. */
const valuesOf = (sale: SaleDto): SaleFormValues => ({
  customerId: sale.customerId,
  workOrderId: sale.workOrderId,
  medioPago: sale.medioPago,
  regimenTurismo: sale.regimenTurismo,
  numeroFactura: sale.numeroFactura,
  items: sale.items,
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
  const form = useZodForm(UpdateSaleBody, {
    defaultValues: valuesOf(sale),
    onValid: (body) => {
      update.mutate(
        { id: sale.id, body: requestOf(body, form.getValues('items')) },
        {
          onSuccess: () => {
            toastSuccess('Factura actualizada', `La factura ${sale.numeroFactura} fue corregida.`);
            onClose();
          },
          onError: (error) =>
            toastFailure('Error al actualizar factura', error, 'No se pudo actualizar la factura.'),
        },
      );
    },
  });
  return (
    <FormDialog
      pending={update.isPending}
      onClose={onClose}
      title={`Editar Factura ${sale.numeroFactura}`}
      description="Corrija el cliente, el medio de pago o los items (dentro de las 24 horas de su emisión)"
      className="sm:max-w-4xl"
    >
      <SaleForm
        form={form}
        sold={sale.items}
        idPrefix="edit"
        pending={update.isPending}
        onSubmit={form.submit}
        onCancel={onClose}
        submitLabel={(totals) => `Guardar Cambios - ${formatGuaranies(totals.total)}`}
      />
    </FormDialog>
  );
}
