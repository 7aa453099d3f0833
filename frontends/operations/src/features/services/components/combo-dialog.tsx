import type { ComboDto, ServiceDto } from '@lavadero/contracts/catalog';
import { FormDialog, FormDialogForm } from '@lavadero/ui/components/form-dialog';
import { FieldError, FormField } from '@lavadero/ui/components/form-field';
import { Input } from '@lavadero/ui/components/input';
import { Textarea } from '@lavadero/ui/components/textarea';
import { formatGuaranies } from '@lavadero/ui/lib/format';
import { type FormEvent, useId, useState } from 'react';
import { useCreateCombo } from '../api/create-combo';
import { useUpdateCombo } from '../api/update-combo';
import { ActiveCheckbox } from './active-checkbox';
import {
  type ComboFormErrors,
  type ComboFormValues,
  comboToForm,
  emptyComboForm,
  offeredServices,
  sumOfServices,
  toggleService,
  validateComboForm,
} from './combo-form';
import { formatThousands, tidyAmount } from './form-issues';
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
  const [values, setValues] = useState<ComboFormValues>(() =>
    combo ? comboToForm(combo) : emptyComboForm(),
  );
  const [errors, setErrors] = useState<ComboFormErrors>({});
  const pending = create.isPending || update.isPending;
  const set = <K extends keyof ComboFormValues>(key: K, value: ComboFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const sum = sumOfServices(services, values.serviceIds);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateComboForm(values);
    setErrors(result.ok ? {} : result.errors);
    if (!result.ok) return;
    saveCatalogItem({ kind: 'combo', id: combo?.id ?? null, body: result.body, create, update, onClose });
  };

  return (
    <FormDialog
      pending={pending}
      onClose={onClose}
      className="max-h-[95vh] overflow-y-auto"
      title={combo ? 'Editar Combo' : 'Nuevo Combo'}
      description="Elija al menos 2 servicios y el precio del paquete completo."
    >
      <FormDialogForm
        onSubmit={submit}
        pending={pending}
        submitLabel={combo ? 'Actualizar' : 'Crear Combo'}
        className="grid gap-4"
      >
        <FormField id={`${id}-nombre`} label="Nombre *" error={errors.nombre}>
          {(control) => (
            <Input
              {...control}
              value={values.nombre}
              onChange={(e) => set('nombre', e.target.value)}
              placeholder="Ej.: Combo Full"
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
              rows={2}
            />
          )}
        </FormField>
        {/* A group of checkboxes, not one control: named by the list itself, so no <Label> here. */}
        <div className="grid content-start gap-2">
          <span className="font-medium text-sm leading-none">Servicios incluidos *</span>
          <ServiceChecklist
            services={offeredServices(services, combo?.serviceIds ?? [])}
            selected={values.serviceIds}
            onToggle={(serviceId, checked) =>
              set('serviceIds', toggleService(values.serviceIds, serviceId, checked))
            }
            describedBy={`${id}-sum ${errors.serviceIds ? `${id}-serviceIds-error` : ''}`.trim()}
          />
          <p id={`${id}-sum`} className="text-muted-foreground text-sm">
            {values.serviceIds.length} seleccionados · Suma de los servicios: {formatGuaranies(sum)}
          </p>
          <FieldError id={`${id}-serviceIds-error`} message={errors.serviceIds} />
        </div>
        <FormField id={`${id}-precioTotal`} label="Precio del combo (Gs.) *" error={errors.precioTotal}>
          {(control) => (
            <Input
              {...control}
              value={values.precioTotal}
              onChange={(e) => set('precioTotal', e.target.value)}
              onBlur={() => set('precioTotal', tidyAmount(values.precioTotal))}
              inputMode="numeric"
              placeholder={`Ej.: ${formatThousands(sum > 0 ? sum : 80000)}`}
            />
          )}
        </FormField>
        {combo && (
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
