import {
  DEFAULT_DURATION_MIN,
  DEFAULT_SERVICE_CATEGORY,
  type ServiceCategoryValue,
  type ServiceDto,
} from '@lavadero/contracts/catalog';
import { formatThousands } from './amount-input';

/** What the service dialog edits: the inputs' text, as typed; CreateServiceBody reads it ('35.000'). */
export interface ServiceFormValues {
  nombre: string;
  descripcion: string;
  precio: string;
  duracionMin: string;
  categoria: ServiceCategoryValue;
  activo: boolean;
}

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
