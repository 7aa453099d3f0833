import { type ComboDto, CreateComboBody, type ServiceDto } from '@lavadero/contracts/catalog';
import { FormDialog, FormDialogForm } from '@lavadero/ui/components/form-dialog';
import { FieldError, FormField } from '@lavadero/ui/components/form-field';
import { Input } from '@lavadero/ui/components/input';
import { Textarea } from '@lavadero/ui/components/textarea';
import { useZodForm } from '@lavadero/ui/forms/use-zod-form';
import { formatGuaranies } from '@lavadero/ui/lib/format';
import { countOf } from '@lavadero/ui/lib/plural';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import { useCreateCombo } from '../api/create-combo';
import { useUpdateCombo } from '../api/update-combo';
import { ActiveCheckbox } from './active-checkbox';
import { formatThousands } from './amount-input';
import { AmountInput } from './amount-input-field';
import { comboToForm, emptyComboForm, offeredServices, sumOfServices, toggleService } from './combo-form';
import { saveCatalogItem } from './save-catalog-item';
import { ServiceChecklist } from './service-checklist';

/** 'Nuevo Combo' / 'Editar Combo': at least two services ticked, with their sum as a price hint. */
export function ComboDialog({
  combo,
  services,
  onClose,
}: {
  combo: ComboDto | null;
  services: readonly ServiceDto[];
  onClose: () => void;
}) {
  const id = useId();
  const create = useCreateCombo();
  const update = useUpdateCombo();
  const pending = create.isPending || update.isPending;
  const form = useZodForm(CreateComboBody, {
    defaultValues: combo ? comboToForm(combo) : emptyComboForm(),
    onValid: (body) =>
      saveCatalogItem({ kind: 'combo', id: combo?.id ?? null, body, create, update, onClose }),
  });
  const { control } = form;
  const chosen = useController({ control, name: 'serviceIds' });
  const activo = useController({ control, name: 'activo' }).field;
  const sum = sumOfServices(services, chosen.field.value);
  const chosenError = chosen.fieldState.error?.message;

  return (
    <FormDialog
      pending={pending}
      onClose={onClose}
      className="max-h-[95vh] overflow-y-auto"
      title={combo ? 'Editar Combo' : 'Nuevo Combo'}
      description="Elija al menos 2 servicios y el precio del paquete completo."
    >
      <FormDialogForm
        onSubmit={form.submit}
        pending={pending}
        submitLabel={combo ? 'Actualizar' : 'Crear Combo'}
        className="grid gap-4"
      >
        <FormField control={control} name="nombre" id={`${id}-nombre`} label="Nombre *">
          {(aria, field) => <Input {...aria} {...field} placeholder="Ej.: Combo Full" autoFocus />}
        </FormField>
        <FormField control={control} name="descripcion" id={`${id}-descripcion`} label="Descripción">
          {(aria, field) => <Textarea {...aria} {...field} rows={2} />}
        </FormField>
        {/* A group of checkboxes, not one control: named by the list itself, so no <Label> here. */}
        <div className="grid content-start gap-2">
          <span className="font-medium text-sm leading-none">Servicios incluidos *</span>
          <ServiceChecklist
            services={offeredServices(services, combo?.serviceIds ?? [])}
            selected={chosen.field.value}
            onToggle={(serviceId, checked) =>
              chosen.field.onChange(toggleService(chosen.field.value, serviceId, checked))
            }
            describedBy={`${id}-sum ${chosenError ? `${id}-serviceIds-error` : ''}`.trim()}
          />
          <p id={`${id}-sum`} className="text-muted-foreground text-sm">
            {countOf(chosen.field.value.length, 'seleccionado', 'seleccionados')} · Suma de los servicios:{' '}
            {formatGuaranies(sum)}
          </p>
          <FieldError id={`${id}-serviceIds-error`} message={chosenError} />
        </div>
        <FormField
          control={control}
          name="precioTotal"
          id={`${id}-precioTotal`}
          label="Precio del combo (Gs.) *"
        >
          {(aria, field) => (
            <AmountInput
              {...aria}
              field={field}
              placeholder={`Ej.: ${formatThousands(sum > 0 ? sum : 80000)}`}
            />
          )}
        </FormField>
        {combo && (
          <ActiveCheckbox id={`${id}-activo`} checked={activo.value} onCheckedChange={activo.onChange} />
        )}
      </FormDialogForm>
    </FormDialog>
  );
}
