import { CreateServiceBody, SERVICE_CATEGORY_OPTIONS, type ServiceDto } from '@lavadero/contracts/catalog';
import { FormDialog, FormDialogForm } from '@lavadero/ui/components/form-dialog';
import { FormField } from '@lavadero/ui/components/form-field';
import { Input } from '@lavadero/ui/components/input';
import { SelectFormField } from '@lavadero/ui/components/select-form-field';
import { Textarea } from '@lavadero/ui/components/textarea';
import { useZodForm } from '@lavadero/ui/forms/use-zod-form';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import { useCreateService } from '../api/create-service';
import { useUpdateService } from '../api/update-service';
import { ActiveCheckbox } from './active-checkbox';
import { AmountInput } from './amount-input-field';
import { saveCatalogItem } from './save-catalog-item';
import { emptyServiceForm, serviceToForm } from './service-form';

/**
 * 'Nuevo Servicio' / 'Editar Servicio'. Mounted while open, so each opening starts from fresh values.
 * The catalog's labels carry a plain ' *' in their text (FormField's `required` would draw a red one).
 */
export function ServiceDialog({ service, onClose }: { service: ServiceDto | null; onClose: () => void }) {
  const id = useId();
  const create = useCreateService();
  const update = useUpdateService();
  const pending = create.isPending || update.isPending;
  const form = useZodForm(CreateServiceBody, {
    defaultValues: service ? serviceToForm(service) : emptyServiceForm(),
    onValid: (body) =>
      saveCatalogItem({ kind: 'servicio', id: service?.id ?? null, body, create, update, onClose }),
  });
  const { control } = form;
  const activo = useController({ control, name: 'activo' }).field;

  return (
    <FormDialog
      pending={pending}
      onClose={onClose}
      className="max-h-[95vh] overflow-y-auto"
      title={service ? 'Editar Servicio' : 'Nuevo Servicio'}
      description="Precio en guaraníes, por ejemplo 35.000. Los campos con * son obligatorios."
    >
      <FormDialogForm
        onSubmit={form.submit}
        pending={pending}
        submitLabel={service ? 'Actualizar' : 'Crear Servicio'}
        className="grid gap-4"
      >
        <FormField control={control} name="nombre" id={`${id}-nombre`} label="Nombre *">
          {(aria, field) => <Input {...aria} {...field} placeholder="Ej.: Lavado Básico" autoFocus />}
        </FormField>
        <FormField control={control} name="descripcion" id={`${id}-descripcion`} label="Descripción">
          {(aria, field) => (
            <Textarea {...aria} {...field} placeholder="Ej.: Exterior, interior y aspirado" rows={2} />
          )}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField control={control} name="precio" id={`${id}-precio`} label="Precio (Gs.) *">
            {(aria, field) => <AmountInput {...aria} field={field} placeholder="Ej.: 35.000" />}
          </FormField>
          <FormField control={control} name="duracionMin" id={`${id}-duracionMin`} label="Duración (min) *">
            {(aria, field) => <Input {...aria} {...field} inputMode="numeric" placeholder="30" />}
          </FormField>
        </div>
        <SelectFormField
          control={control}
          name="categoria"
          id={`${id}-categoria`}
          label="Categoría *"
          options={SERVICE_CATEGORY_OPTIONS}
        />
        {service && (
          <ActiveCheckbox id={`${id}-activo`} checked={activo.value} onCheckedChange={activo.onChange} />
        )}
      </FormDialogForm>
    </FormDialog>
  );
}
