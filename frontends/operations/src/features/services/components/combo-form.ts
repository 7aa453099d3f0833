import { type ComboDto, CreateComboBody, type ServiceDto } from '@lavadero/contracts/catalog';
import { formatThousands, issuesByField } from './form-issues';

export interface ComboFormValues {
  readonly nombre: string;
  readonly descripcion: string;
  readonly precioTotal: string;
  /** In the order they were ticked. */
  readonly serviceIds: readonly string[];
  readonly activo: boolean;
}

export type ComboFormErrors = Partial<Record<keyof ComboFormValues, string>>;

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
  serviceIds: combo.serviceIds,
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

export function validateComboForm(
  values: ComboFormValues,
): { ok: true; body: CreateComboBody } | { ok: false; errors: ComboFormErrors } {
  const result = CreateComboBody.safeParse(values);
  if (result.success) return { ok: true, body: result.data };
  return { ok: false, errors: issuesByField(result.error.issues) };
}
