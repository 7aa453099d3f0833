import type { CustomerDto, VehicleDto } from '@lavadero/contracts/customers';
import { FormDialog, FormDialogForm } from '@lavadero/ui/components/form-dialog';
import { FieldError, FormField } from '@lavadero/ui/components/form-field';
import { Input } from '@lavadero/ui/components/input';
import { Textarea } from '@lavadero/ui/components/textarea';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { useCreateVehicle } from '../api/create-vehicle';
import { useUpdateVehicle } from '../api/update-vehicle';
import type { FieldErrors } from './form-errors';
import { saveOutcome, submitSafely } from './form-submit';
import { type VehicleForm, validateVehicleForm, vehicleToForm } from './vehicle-form';

type TextKey = Exclude<keyof VehicleForm, 'customerId'>;

/** 'Nuevo Vehículo' for a customer, or 'Editar Vehículo'; mounted only while open. */
export function VehicleFormDialog({
  customer,
  vehicle,
  onClose,
}: {
  customer: CustomerDto;
  vehicle: VehicleDto | null;
  onClose: () => void;
}) {
  const [form, setForm] = useState<VehicleForm>(() => vehicleToForm(customer.id, vehicle));
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useCreateVehicle();
  const update = useUpdateVehicle();
  const pending = create.isPending || update.isPending;

  const field = (key: TextKey) => ({
    value: form[key],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = e.target.value;
      setForm((current) => ({ ...current, [key]: value }));
      setErrors(({ [key]: _, ...rest }) => rest);
    },
    disabled: pending,
  });

  const { done, fail } = saveOutcome({
    setErrors,
    onClose,
    describe: (saved: VehicleDto) => `${saved.placa} - ${saved.marca} ${saved.modelo}`,
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    submitSafely(event, () => {
      const { body, errors: found } = validateVehicleForm(form);
      setErrors(found);
      if (!body) return;
      if (vehicle) {
        update.mutate(
          { id: vehicle.id, body },
          { onSuccess: done('Vehículo actualizado'), onError: fail('No se pudo actualizar el vehículo') },
        );
      } else {
        create.mutate(body, {
          onSuccess: done('Vehículo agregado'),
          onError: fail('No se pudo agregar el vehículo'),
        });
      }
    });

  return (
    <FormDialog
      pending={pending}
      onClose={onClose}
      className="max-h-[90vh] overflow-y-auto"
      title={vehicle ? 'Editar Vehículo' : 'Nuevo Vehículo'}
      description={`Cliente: ${customer.nombre}`}
    >
      <FormDialogForm
        onSubmit={onSubmit}
        pending={pending}
        spinner
        submitLabel={vehicle ? 'Actualizar' : 'Agregar Vehículo'}
        className="space-y-6"
      >
        <FieldError message={errors.customerId} />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="vehicle-placa" label="Placa" required error={errors.placa}>
            {(control) => (
              <Input
                {...control}
                {...field('placa')}
                placeholder="ABC 123"
                className="uppercase"
                autoComplete="off"
                autoFocus
              />
            )}
          </FormField>
          <FormField id="vehicle-color" label="Color" required error={errors.color}>
            {(control) => <Input {...control} {...field('color')} placeholder="Blanco" />}
          </FormField>
          <FormField id="vehicle-marca" label="Marca" required error={errors.marca}>
            {(control) => <Input {...control} {...field('marca')} placeholder="Toyota" />}
          </FormField>
          <FormField id="vehicle-modelo" label="Modelo" required error={errors.modelo}>
            {(control) => <Input {...control} {...field('modelo')} placeholder="Corolla" />}
          </FormField>
          <FormField
            id="vehicle-observaciones"
            label="Observaciones"
            error={errors.observaciones}
            className="sm:col-span-2"
          >
            {(control) => (
              <Textarea
                {...control}
                {...field('observaciones')}
                placeholder="Rayones, detalles a cuidar, etc."
                rows={3}
              />
            )}
          </FormField>
        </div>
      </FormDialogForm>
    </FormDialog>
  );
}
