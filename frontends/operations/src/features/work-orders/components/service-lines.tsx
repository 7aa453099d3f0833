import type { ServiceDto } from '@lavadero/contracts/catalog';
import { Button } from '@lavadero/ui/components/button';
import { Checkbox } from '@lavadero/ui/components/checkbox';
import { Label } from '@lavadero/ui/components/label';
import { QuantityStepper } from '@lavadero/ui/components/quantity-stepper';
import { formatGuaranies } from '@lavadero/ui/lib/format';
import { Trash2 } from 'lucide-react';
import { lineKey, type OrderLine, removeLine, setLineQuantity, toggleService } from './order-form';

/**
 * The services of the order: a checklist of the active services, and for each chosen line its
 * quantity (minus, number, plus; never below 1) and a button to remove it. Lines that are not active
 * services (a combo, a product, a service deactivated since) stay listed with their own name and price,
 * and are changed or removed like the others: no checkbox would remove them.
 */
export function ServiceLines({
  services,
  lines,
  describe,
  disabled,
  onChange,
}: {
  services: readonly ServiceDto[];
  lines: readonly OrderLine[];
  describe: (key: string) => { nombre: string; precio: number };
  disabled: boolean;
  onChange: (lines: OrderLine[]) => void;
}) {
  const chosen = new Set(lines.map(lineKey));
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <fieldset className="space-y-2" aria-label="Servicios disponibles">
        {services.length === 0 ? (
          <p className="text-muted-foreground text-sm">
            No hay servicios activos. Agréguelos desde el módulo de Servicios.
          </p>
        ) : (
          services.map((service) => (
            <div key={service.id} className="flex items-center gap-2 text-sm">
              <Checkbox
                id={`order-service-${service.id}`}
                checked={chosen.has(service.id)}
                disabled={disabled}
                onCheckedChange={() => onChange(toggleService(lines, service.id))}
              />
              <Label htmlFor={`order-service-${service.id}`} className="flex-1 font-normal">
                {service.nombre}
              </Label>
              <span className="text-muted-foreground tabular-nums">{formatGuaranies(service.precio)}</span>
            </div>
          ))
        )}
      </fieldset>
      <ul className="space-y-2" aria-label="Servicios seleccionados">
        {lines.map((line) => {
          const key = lineKey(line);
          const { nombre, precio } = describe(key);
          return (
            <li key={key} className="flex items-center gap-2 text-sm">
              <span className="flex-1">{nombre}</span>
              <QuantityStepper
                name={nombre}
                value={line.quantity}
                disabled={disabled}
                minusDisabled={line.quantity <= 1}
                onChange={(quantity) => onChange(setLineQuantity(lines, key, quantity))}
              />
              <span className="w-28 text-right tabular-nums">{formatGuaranies(precio * line.quantity)}</span>
              <Button
                type="button"
                size="icon"
                variant="ghost"
                disabled={disabled}
                aria-label={`Eliminar ${nombre}`}
                onClick={() => onChange(removeLine(lines, key))}
              >
                <Trash2 />
              </Button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
