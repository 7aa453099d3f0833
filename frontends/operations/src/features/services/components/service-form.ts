import {
  CreateServiceBody,
  DEFAULT_DURATION_MIN,
  DEFAULT_SERVICE_CATEGORY,
  type ServiceCategoryValue,
  type ServiceDto,
} from '@lavadero/contracts/catalog';
import { formatThousands, issuesByField } from './form-issues';

/** What the service dialog edits: the inputs' text, as typed. */
export interface ServiceFormValues {
  readonly nombre: string;
  readonly descripcion: string;
  readonly precio: string;
  readonly duracionMin: string;
  readonly categoria: ServiceCategoryValue;
  readonly activo: boolean;
}

export type ServiceFormErrors = Partial<Record<keyof ServiceFormValues, string>>;

/** The form's defaults (spec 2 §9): 30 minutes, category basico. */
export const emptyServiceForm = (): ServiceFormValues => ({
  nombre: '',
  descripcion: '',
  precio: '',
  duracionMin: String(DEFAULT_DURATION_MIN),
  categoria: DEFAULT_SERVICE_CATEGORY,
  activo: true,
});

export const serviceToForm = (service: ServiceDto): ServiceFormValues => ({
  nombre: service.nombre,
  descripcion: service.descripcion ?? '',
  precio: formatThousands(service.precio),
  duracionMin: String(service.duracionMin),
  categoria: service.categoria,
  activo: service.activo,
});

/**
 * The same rules and Spanish messages as the server (the schema is shared), checked before sending
 * so each message shows under its field; the server checks again.
 */
export function validateServiceForm(
  values: ServiceFormValues,
): { ok: true; body: CreateServiceBody } | { ok: false; errors: ServiceFormErrors } {
  const result = CreateServiceBody.safeParse(values);
  if (result.success) return { ok: true, body: result.data };
  return { ok: false, errors: issuesByField(result.error.issues) };
}
