import {
  SERVICE_CATEGORY_OPTIONS,
  type ServiceCategoryValue,
  type ServiceDto,
} from '@lavadero/contracts/catalog';
import { FormDialog, FormDialogForm } from '@lavadero/ui/components/form-dialog';
import { FormField } from '@lavadero/ui/components/form-field';
import { Input } from '@lavadero/ui/components/input';
import { LabelledSelect } from '@lavadero/ui/components/labelled-select';
import { Textarea } from '@lavadero/ui/components/textarea';
import { type FormEvent, useId, useState } from 'react';
import { useCreateService } from '../api/create-service';
import { useUpdateService } from '../api/update-service';
import { ActiveCheckbox } from './active-checkbox';
import { tidyAmount } from './form-issues';
import { saveCatalogItem } from './save-catalog-item';
import {
  emptyServiceForm,
  type ServiceFormErrors,
  type ServiceFormValues,
  serviceToForm,
  validateServiceForm,
} from './service-form';

/**
 * 'Nuevo Servicio' / 'Editar Servicio'. Mounted while open, so each opening starts from fresh values.
 * The catalog's labels carry a plain ' *' in their text (FormField's `required` would draw a red one).
 */
export function ServiceDialog({ service, onClose }: { service: ServiceDto | null; onClose: () => void }) {
  const id = useId();
  const create = useCreateService();
  const update = useUpdateService();
  const [values, setValues] = useState<ServiceFormValues>(() =>
    service ? serviceToForm(service) : emptyServiceForm(),
  );
  const [errors, setErrors] = useState<ServiceFormErrors>({});
  const pending = create.isPending || update.isPending;
  const set = <K extends keyof ServiceFormValues>(key: K, value: ServiceFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateServiceForm(values);
    setErrors(result.ok ? {} : result.errors);
    if (!result.ok) return;
    saveCatalogItem({
      kind: 'servicio',
      id: service?.id ?? null,
      body: result.body,
      create,
      update,
      onClose,
    });
  };

  return (
    <FormDialog
      pending={pending}
      onClose={onClose}
      className="max-h-[95vh] overflow-y-auto"
      title={service ? 'Editar Servicio' : 'Nuevo Servicio'}
      description="Precio en guaraníes, por ejemplo 35.000. Los campos con * son obligatorios."
    >
      <FormDialogForm
        onSubmit={submit}
        pending={pending}
        submitLabel={service ? 'Actualizar' : 'Crear Servicio'}
        className="grid gap-4"
      >
        <FormField id={`${id}-nombre`} label="Nombre *" error={errors.nombre}>
          {(control) => (
            <Input
              {...control}
              value={values.nombre}
              onChange={(e) => set('nombre', e.target.value)}
              placeholder="Ej.: Lavado Básico"
              autoFocus
            />
          )}
        </FormField>
        <FormField id={`${id}-descripcion`} label="Descripción" error={errors.descripcion}>
          {(control) => (
            <Textarea
              {...control}
              value={values.descripcion}
              onChange={(e) => set('descripcion', e.target.value)}
              placeholder="Ej.: Exterior, interior y aspirado"
              rows={2}
            />
          )}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id={`${id}-precio`} label="Precio (Gs.) *" error={errors.precio}>
            {(control) => (
              <Input
                {...control}
                value={values.precio}
                onChange={(e) => set('precio', e.target.value)}
                onBlur={() => set('precio', tidyAmount(values.precio))}
                inputMode="numeric"
                placeholder="Ej.: 35.000"
              />
            )}
          </FormField>
          <FormField id={`${id}-duracionMin`} label="Duración (min) *" error={errors.duracionMin}>
            {(control) => (
              <Input
                {...control}
                value={values.duracionMin}
                onChange={(e) => set('duracionMin', e.target.value)}
                inputMode="numeric"
                placeholder="30"
              />
            )}
          </FormField>
        </div>
        <FormField id={`${id}-categoria`} label="Categoría *" error={errors.categoria}>
          {(control) => (
            <LabelledSelect<ServiceCategoryValue>
              {...control}
              className="w-full"
              value={values.categoria}
              onValueChange={(categoria) => set('categoria', categoria)}
              options={SERVICE_CATEGORY_OPTIONS}
            />
          )}
        </FormField>
        {service && (
          <ActiveCheckbox
            id={`${id}-activo`}
            checked={values.activo}
            onCheckedChange={(activo) => set('activo', activo)}
          />
        )}
      </FormDialogForm>
    </FormDialog>
  );
}
