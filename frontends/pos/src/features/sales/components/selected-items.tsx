import { Button } from '@lavadero/ui/components/button';
import { QuantityStepper } from '@lavadero/ui/components/quantity-stepper';
import { formatGuaranies } from '@lavadero/ui/lib/format';
import { Trash2 } from 'lucide-react';
import { lineId, type SaleLine } from './sale-cart';

/** Under a product: what there is, and that it stops there once the line takes it all. */
function Availability({ available, quantity }: { available: number; quantity: number }) {
  const units = available === 1 ? '1 disponible' : `${available} disponibles`;
  return quantity >= available ? (
    <span className="block text-amber-700 text-xs dark:text-amber-400">Solo hay {units}</span>
  ) : (
    <span className="block text-muted-foreground text-xs">{units}</span>
  );
}

/**
 * The selected lines: minus, number input, plus and remove per line. A product line shows the units
 * available and is held to them, so a sale past the stock is stopped here and not by the server.
 */
export function SelectedItems({
  lines,
  availableOf,
  onQuantity,
}: {
  lines: readonly SaleLine[];
  availableOf: (line: SaleLine) => number | null;
  onQuantity: (id: string, quantity: number) => void;
}) {
  if (lines.length === 0)
    return <p className="text-muted-foreground text-sm">Debe agregar al menos un item</p>;
  return (
    <ul className="space-y-2" aria-label="Items seleccionados">
      {lines.map((line) => {
        const id = lineId(line);
        const available = availableOf(line);
        return (
          <li key={id} className="flex flex-wrap items-center gap-2 text-sm">
            {/* On a phone the name takes its own row, so the buttons and the amount fit beside each other. */}
            <span className="min-w-0 flex-1 basis-full sm:basis-0">
              {line.nombre}
              {available === null ? null : <Availability available={available} quantity={line.cantidad} />}
            </span>
            <QuantityStepper
              name={line.nombre}
              value={line.cantidad}
              max={available ?? undefined}
              onChange={(quantity) => onQuantity(id, quantity)}
            />
            <span className="w-28 text-right">{formatGuaranies(line.subtotal)}</span>
            <Button
              type="button"
              size="icon"
              variant="ghost"
              aria-label={`Eliminar ${line.nombre}`}
              onClick={() => onQuantity(id, 0)}
            >
              <Trash2 />
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
