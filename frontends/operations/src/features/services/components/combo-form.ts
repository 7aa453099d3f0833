import type { ComboDto, ServiceDto } from '@lavadero/contracts/catalog';
import { formatThousands } from './amount-input';

export interface ComboFormValues {
  nombre: string;
  descripcion: string;
  precioTotal: string;
  /** In the order they were ticked. */
  serviceIds: string[];
  activo: boolean;
}

export const emptyComboForm = (): ComboFormValues => ({
  nombre: '',
  descripcion: '',
  precioTotal: '',
  serviceIds: [],
  activo: true,
});

export const comboToForm = (combo: ComboDto): ComboFormValues => ({
  nombre: combo.nombre,
  descripcion: combo.descripcion ?? '',
  precioTotal: formatThousands(combo.precioTotal),
  serviceIds: [...combo.serviceIds],
  activo: combo.activo,
});

/** Ticks or unticks one service, keeping the order the others were chosen in. */
export function toggleService(selected: readonly string[], id: string, checked: boolean): string[] {
  const rest = selected.filter((s) => s !== id);
  return checked ? [...rest, id] : rest;
}

/**
 * The services the dialog offers: every active one, plus the combo's own members that were
 * deactivated since, so they can be seen and unticked (the server keeps an unchanged list as it is).
 */
export function offeredServices(services: readonly ServiceDto[], selected: readonly string[]): ServiceDto[] {
  return services.filter((s) => s.activo || selected.includes(s.id));
}

/** What the chosen services cost one by one: the hint beside the combo price. */
export function sumOfServices(services: readonly ServiceDto[], selected: readonly string[]): number {
  return services.filter((s) => selected.includes(s.id)).reduce((sum, s) => sum + s.precio, 0);
}
