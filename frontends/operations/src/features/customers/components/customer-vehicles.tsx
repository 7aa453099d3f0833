import type { VehicleDto } from '@lavadero/contracts/customers';
import { Button } from '@lavadero/ui/components/button';
import { countOf } from '@lavadero/ui/lib/plural';
import { Car, Pencil, Trash2 } from 'lucide-react';

/** A customer card shows at most this many vehicles (spec 2 §9). */
export const MAX_VEHICLES_SHOWN = 3;

/** The vehicles on a customer card: the first three, then '+N vehículos más'. */
export function CustomerVehicles({
  vehicles,
  canWrite,
  onEdit,
  onDelete,
}: {
  vehicles: readonly VehicleDto[];
  canWrite: boolean;
  onEdit: (vehicle: VehicleDto) => void;
  onDelete: (vehicle: VehicleDto) => void;
}) {
  const hidden = vehicles.length - MAX_VEHICLES_SHOWN;
  return (
    <section aria-label="Vehículos" className="space-y-2">
      <h3 className="flex items-center gap-2 font-medium text-sm">
        <Car className="size-4 text-muted-foreground" aria-hidden />
        Vehículos ({vehicles.length})
      </h3>
      {vehicles.length === 0 ? (
        <p className="text-muted-foreground text-sm">Sin vehículos registrados</p>
      ) : (
        <ul className="space-y-1.5">
          {vehicles.slice(0, MAX_VEHICLES_SHOWN).map((vehicle) => (
            <li
              key={vehicle.id}
              aria-label={`Vehículo ${vehicle.placa}`}
              className="flex items-center gap-2 rounded-md bg-muted/50 px-2 py-1.5 text-sm"
            >
              <span className="shrink-0 rounded border bg-background px-1.5 py-0.5 font-mono font-semibold text-xs">
                {vehicle.placa}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate">
                  {vehicle.marca} {vehicle.modelo}
                </span>
                <span className="block truncate text-muted-foreground text-xs">
                  {vehicle.color}
                  {vehicle.observaciones && ` · ${vehicle.observaciones}`}
                </span>
              </span>
              {canWrite && (
                <span className="flex shrink-0">
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-7"
                    aria-label={`Editar vehículo ${vehicle.placa}`}
                    onClick={() => onEdit(vehicle)}
                  >
                    <Pencil className="size-3.5" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-7 text-destructive hover:text-destructive"
                    aria-label={`Eliminar vehículo ${vehicle.placa}`}
                    onClick={() => onDelete(vehicle)}
                  >
                    <Trash2 className="size-3.5" />
                  </Button>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {hidden > 0 && (
        // The spec's '+N vehículos más', in the right number for one ('+1 vehículo más').
        <p className="text-muted-foreground text-xs">+{countOf(hidden, 'vehículo más', 'vehículos más')}</p>
      )}
    </section>
  );
}
