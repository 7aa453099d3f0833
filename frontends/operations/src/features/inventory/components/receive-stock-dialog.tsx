import { type InventoryItemDto, ReceiveStockBody } from '@lavadero/contracts/inventory';
import { FormDialogForm } from '@lavadero/ui/components/form-dialog';
import { useZodForm } from '@lavadero/ui/forms/use-zod-form';
import { toastFailure } from '../../../components/toast-failure';
import { useReceiveStock } from '../api/receive-stock';
import { StockItemDialog } from './stock-item-dialog';
import { StockMovementFields, toastStockMoved } from './stock-movement-fields';

interface ReceiveFormValues {
  quantity: string;
  reason: string;
}

function ReceiveForm({ item, onDone }: { item: InventoryItemDto; onDone: () => void }) {
  const mutation = useReceiveStock();
  const form = useZodForm(ReceiveStockBody, {
    defaultValues: { quantity: '', reason: '' } satisfies ReceiveFormValues as ReceiveFormValues,
    onValid: async (body) => {
      try {
        const updated = await mutation.mutateAsync({ id: item.id, body });
        toastStockMoved(item, {
          title: 'Mercadería recibida',
          verb: 'Se agregaron',
          quantity: body.quantity,
          stock: updated?.stockActual ?? item.stockActual + body.quantity,
        });
        onDone();
      } catch (failure) {
        toastFailure('No se pudo registrar la mercadería', failure);
      }
    },
  });
  return (
    <FormDialogForm
      onSubmit={form.submit}
      pending={mutation.isPending}
      cancelDisabled={false}
      submitLabel="Registrar Entrada"
      className="grid gap-5"
    >
      <StockMovementFields
        control={form.control}
        idPrefix="recibir"
        quantityLabel="Cantidad recibida"
        reasonRequired
        reasonPlaceholder="Ej.: Factura del proveedor 001-001-0004567"
      />
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
