import { type InventoryItemDto, UpdateStockBody } from '@lavadero/contracts/inventory';
import { FormDialog, FormDialogForm } from '@lavadero/ui/components/form-dialog';
import { FormField } from '@lavadero/ui/components/form-field';
import { Input } from '@lavadero/ui/components/input';
import { Label } from '@lavadero/ui/components/label';
import { RadioGroup, RadioGroupItem } from '@lavadero/ui/components/radio-group';
import { toast } from '@lavadero/ui/hooks/use-toast';
import { type FormEvent, useState } from 'react';
import { toastFailure } from '../../../components/toast-failure';
import { useUpdateStock } from '../api/update-stock';

type StockAction = 'add' | 'remove';

/** What the stock will be, for the line under the quantity; null while the quantity is not usable. */
function previewStock(item: InventoryItemDto, action: StockAction, quantity: string): number | null {
  const parsed = UpdateStockBody.shape.quantity.safeParse(quantity);
  if (!parsed.success) return null;
  return action === 'add' ? item.stockActual + parsed.data : item.stockActual - parsed.data;
}

/** Lives inside the dialog's content: every opening starts again in add mode (spec 2 §4). */
function StockForm({ item, onDone }: { item: InventoryItemDto; onDone: () => void }) {
  const [action, setAction] = useState<StockAction>('add');
  const [quantity, setQuantity] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const mutation = useUpdateStock();
  const unit = item.unidadMedida;
  const next = previewStock(item, action, quantity);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = UpdateStockBody.safeParse({ action, quantity, reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    try {
      const updated = await mutation.mutateAsync({ id: item.id, body: parsed.data });
      const moved = `${parsed.data.quantity} ${unit}`;
      toast({
        title: action === 'add' ? 'Stock agregado' : 'Stock descontado',
        description: `${action === 'add' ? 'Se agregaron' : 'Se descontaron'} ${moved} de ${item.nombre}. Stock actual: ${updated?.stockActual ?? next} ${unit}.`,
      });
      onDone();
    } catch (failure) {
      toastFailure('No se pudo actualizar el stock', failure);
    }
  }

  return (
    <FormDialogForm
      onSubmit={submit}
      pending={mutation.isPending}
      // This screen lets the person leave while a save is in flight; its toast still says how it ended.
      cancelDisabled={false}
      submitLabel="Actualizar Stock"
      className="grid gap-5"
    >
      <RadioGroup
        value={action}
        onValueChange={(value) => setAction(value as StockAction)}
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
      <FormField id="stock-cantidad" label="Cantidad" required error={error}>
        {(control) => (
          <Input
            {...control}
            type="number"
            min={1}
            step={1}
            value={quantity}
            autoFocus
            onChange={(e) => {
              setQuantity(e.target.value);
              setError(undefined);
            }}
          />
        )}
      </FormField>
      {next !== null && (
        <p className={next < 0 ? 'text-destructive text-sm' : 'text-muted-foreground text-sm'}>
          {next < 0
            ? `Solo hay ${item.stockActual} ${unit} disponibles.`
            : `Stock resultante: ${next} ${unit}`}
        </p>
      )}
      <FormField id="stock-motivo" label="Motivo (opcional)">
        {(control) => (
          <Input
            {...control}
            value={reason}
            maxLength={200}
            placeholder="Ej.: Compra a proveedor, uso en lavado..."
            onChange={(e) => setReason(e.target.value)}
          />
        )}
      </FormField>
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
    <FormDialog
      open={open}
      onClose={onClose}
      className="sm:max-w-md"
      title="Actualizar Stock"
      description={item ? `${item.nombre} · Stock actual: ${item.stockActual} ${item.unidadMedida}` : ''}
    >
      {item && <StockForm item={item} onDone={onClose} />}
    </FormDialog>
  );
}
