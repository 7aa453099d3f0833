import { type InventoryItemDto, ReceiveStockBody } from '@lavadero/contracts/inventory';
import { FormDialogForm } from '@lavadero/ui/components/form-dialog';
import { FormField } from '@lavadero/ui/components/form-field';
import { Input } from '@lavadero/ui/components/input';
import { useZodForm } from '@lavadero/ui/forms/use-zod-form';
import { toast } from '@lavadero/ui/hooks/use-toast';
import { toastFailure } from '../../../components/toast-failure';
import { useReceiveStock } from '../api/receive-stock';
import { StockItemDialog } from './stock-item-dialog';

interface ReceiveFormValues {
  quantity: string;
  reason: string;
}

function ReceiveForm({ item, onDone }: { item: InventoryItemDto; onDone: () => void }) {
  const mutation = useReceiveStock();
  const unit = item.unidadMedida;
  const form = useZodForm(ReceiveStockBody, {
    defaultValues: { quantity: '', reason: '' } satisfies ReceiveFormValues as ReceiveFormValues,
    onValid: async (body) => {
      try {
        const updated = await mutation.mutateAsync({ id: item.id, body });
        const stock = updated?.stockActual ?? item.stockActual + body.quantity;
        toast({
          title: 'Mercadería recibida',
          description: `Se agregaron ${body.quantity} ${unit} de ${item.nombre}. Stock actual: ${stock} ${unit}.`,
        });
        onDone();
      } catch (failure) {
        toastFailure('No se pudo registrar la mercadería', failure);
      }
    },
  });
  const { control } = form;
  return (
    <FormDialogForm
      onSubmit={form.submit}
      pending={mutation.isPending}
      cancelDisabled={false}
      submitLabel="Registrar Entrada"
      className="grid gap-5"
    >
      <FormField control={control} name="quantity" id="recibir-cantidad" label="Cantidad recibida" required>
        {(aria, field) => <Input {...aria} {...field} type="number" min={1} step={1} autoFocus />}
      </FormField>
      <FormField control={control} name="reason" id="recibir-motivo" label="Motivo" required>
        {(aria, field) => (
          <Input
            {...aria}
            {...field}
            maxLength={200}
            placeholder="Ej.: Factura del proveedor 001-001-0004567"
          />
        )}
      </FormField>
    </FormDialogForm>
  );
}

/**
 * 'Recibir Mercadería': the stock entry a cashier may record (goods delivered), always with its
 * reason; corrections in either direction are the admin's 'Actualizar Stock'.
 */
export function ReceiveStockDialog({
  item,
  open,
  onClose,
}: {
  item: InventoryItemDto | null;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <StockItemDialog title="Recibir Mercadería" item={item} open={open} onClose={onClose}>
      {(shown) => <ReceiveForm item={shown} onDone={onClose} />}
    </StockItemDialog>
  );
}
