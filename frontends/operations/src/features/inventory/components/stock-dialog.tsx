import { type InventoryItemDto, UpdateStockBody } from '@lavadero/contracts/inventory';
import { FormDialogForm } from '@lavadero/ui/components/form-dialog';
import { Label } from '@lavadero/ui/components/label';
import { RadioGroup, RadioGroupItem } from '@lavadero/ui/components/radio-group';
import { useZodForm } from '@lavadero/ui/forms/use-zod-form';
import { useController, useWatch } from 'react-hook-form';
import { toastFailure } from '../../../components/toast-failure';
import { useUpdateStock } from '../api/update-stock';
import { StockItemDialog } from './stock-item-dialog';
import { StockMovementFields, toastStockMoved } from './stock-movement-fields';

type StockAction = 'add' | 'remove';

/** What the stock will be, for the line under the quantity; null while the quantity is not usable. */
function previewStock(item: InventoryItemDto, action: StockAction, quantity: string): number | null {
  const parsed = UpdateStockBody.shape.quantity.safeParse(quantity);
  if (!parsed.success) return null;
  return action === 'add' ? item.stockActual + parsed.data : item.stockActual - parsed.data;
}

/** What the stock dialog holds: the movement, and the quantity and reason as typed. */
interface StockFormValues {
  action: StockAction;
  quantity: string;
  reason: string;
}

/** Lives inside the dialog's content: every opening starts again in add mode (spec 2 §4). */
function StockForm({ item, onDone }: { item: InventoryItemDto; onDone: () => void }) {
  const mutation = useUpdateStock();
  const unit = item.unidadMedida;
  const form = useZodForm(UpdateStockBody, {
    defaultValues: { action: 'add', quantity: '', reason: '' } satisfies StockFormValues as StockFormValues,
    onValid: async (body) => {
      try {
        const updated = await mutation.mutateAsync({ id: item.id, body });
        const added = body.action === 'add';
        toastStockMoved(item, {
          title: added ? 'Stock agregado' : 'Stock descontado',
          verb: added ? 'Se agregaron' : 'Se descontaron',
          quantity: body.quantity,
          stock: updated?.stockActual ?? item.stockActual + (added ? body.quantity : -body.quantity),
        });
        onDone();
      } catch (failure) {
        toastFailure('No se pudo actualizar el stock', failure);
      }
    },
  });
  const { control } = form;
  const action = useController({ control, name: 'action' }).field;
  const next = previewStock(item, action.value, useWatch({ control, name: 'quantity' }));

  return (
    <FormDialogForm
      onSubmit={form.submit}
      pending={mutation.isPending}
      // This screen lets the person leave while a save is in flight; its toast still says how it ended.
      cancelDisabled={false}
      submitLabel="Actualizar Stock"
      className="grid gap-5"
    >
      <RadioGroup
        value={action.value}
        onValueChange={(value) => action.onChange(value as StockAction)}
        aria-label="Tipo de movimiento"
        className="grid-cols-2"
      >
        {(['add', 'remove'] as const).map((value) => (
          <Label
            key={value}
            htmlFor={`stock-${value}`}
            className="cursor-pointer rounded-md border p-3 has-data-[state=checked]:border-primary has-data-[state=checked]:bg-primary/5"
          >
            <RadioGroupItem id={`stock-${value}`} value={value} />
            {value === 'add' ? 'Agregar stock' : 'Descontar stock'}
          </Label>
        ))}
      </RadioGroup>
      <StockMovementFields
        control={control}
        idPrefix="stock"
        quantityLabel="Cantidad"
        reasonRequired={false}
        reasonPlaceholder="Ej.: Compra a proveedor, uso en lavado..."
        between={
          next !== null && (
            <p className={next < 0 ? 'text-destructive text-sm' : 'text-muted-foreground text-sm'}>
              {next < 0
                ? `Solo hay ${item.stockActual} ${unit} disponibles.`
                : `Stock resultante: ${next} ${unit}`}
            </p>
          )
        }
      />
    </FormDialogForm>
  );
}

/** 'Actualizar Stock' (spec 2 §2, §4): add or remove a quantity, with an optional reason. */
export function StockDialog({
  item,
  open,
  onClose,
}: {
  item: InventoryItemDto | null;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <StockItemDialog title="Actualizar Stock" item={item} open={open} onClose={onClose}>
      {(shown) => <StockForm item={shown} onDone={onClose} />}
    </StockItemDialog>
  );
}
