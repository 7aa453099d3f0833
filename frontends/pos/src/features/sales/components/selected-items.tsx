import { Button } from '@lavadero/ui/components/button';
import { QuantityStepper } from '@lavadero/ui/components/quantity-stepper';
import { formatGuaranies } from '@lavadero/ui/lib/format';
import { Trash2 } from 'lucide-react';
import type { CartItem, CartItemType } from './sale-cart';

/** The selected lines: minus, number input (minimum 1), plus and remove per line. */
export function SelectedItems({
  items,
  onQuantity,
}: {
  items: readonly CartItem[];
  onQuantity: (type: CartItemType, id: string, quantity: number) => void;
}) {
  if (items.length === 0)
    return <p className="text-muted-foreground text-sm">Debe agregar al menos un item</p>;
  return (
    <ul className="space-y-2" aria-label="Items seleccionados">
      {items.map((item) => (
        <li key={`${item.type}-${item.id}`} className="flex items-center gap-2 text-sm">
          <span className="flex-1">{item.name}</span>
          <QuantityStepper
            name={item.name}
            value={item.quantity}
            onChange={(quantity) => onQuantity(item.type, item.id, quantity)}
          />
          <span className="w-28 text-right">{formatGuaranies(item.price * item.quantity)}</span>
          <Button
            type="button"
            size="icon"
            variant="ghost"
            aria-label={`Eliminar ${item.name}`}
            onClick={() => onQuantity(item.type, item.id, 0)}
          >
            <Trash2 />
          </Button>
        </li>
      ))}
    </ul>
  );
}
