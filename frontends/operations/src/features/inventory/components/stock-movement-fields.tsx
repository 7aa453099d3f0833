import type { InventoryItemDto } from '@lavadero/contracts/inventory';
import { FormField } from '@lavadero/ui/components/form-field';
import { Input } from '@lavadero/ui/components/input';
import { toast } from '@lavadero/ui/hooks/use-toast';
import type { ReactNode } from 'react';
import type { Control } from 'react-hook-form';

/** What both stock forms hold as typed: a quantity and a reason (the correction adds its direction). */
interface MovementValues {
  quantity: string;
  reason: string;
}

/** The quantity and the reason of a stock movement, the same two fields in every stock dialog. */
export function StockMovementFields<Values extends MovementValues, Body>({
  control,
  idPrefix,
  quantityLabel,
  reasonRequired,
  reasonPlaceholder,
  between,
}: {
  control: Control<Values, unknown, Body>;
  idPrefix: string;
  quantityLabel: string;
  reasonRequired: boolean;
  reasonPlaceholder: string;
  /** Shown under the quantity (what the stock will be). */
  between?: ReactNode;
}) {
  // The two names exist on every Values this accepts; react-hook-form cannot see that through the generic.
  const fields = control as unknown as Control<MovementValues, unknown, Body>;
  return (
    <>
      <FormField control={fields} name="quantity" id={`${idPrefix}-cantidad`} label={quantityLabel} required>
        {(aria, field) => <Input {...aria} {...field} type="number" min={1} step={1} autoFocus />}
      </FormField>
      {between}
      <FormField
        control={fields}
        name="reason"
        id={`${idPrefix}-motivo`}
        label={reasonRequired ? 'Motivo' : 'Motivo (opcional)'}
        required={reasonRequired}
      >
        {(aria, field) => <Input {...aria} {...field} maxLength={200} placeholder={reasonPlaceholder} />}
      </FormField>
    </>
  );
}

/** The toast after a movement: what moved and the stock now (the server's figure when it answered one). */
export function toastStockMoved(
  item: InventoryItemDto,
  { title, verb, quantity, stock }: { title: string; verb: string; quantity: number; stock: number },
) {
  const unit = item.unidadMedida;
  toast({
    title,
    description: `${verb} ${quantity} ${unit} de ${item.nombre}. Stock actual: ${stock} ${unit}.`,
  });
}
