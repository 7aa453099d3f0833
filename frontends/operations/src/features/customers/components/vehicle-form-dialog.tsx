import { type CustomerDto, VehicleBody, type VehicleDto } from '@lavadero/contracts/customers';
import { FormDialog, FormDialogForm } from '@lavadero/ui/components/form-dialog';
import { FieldError, FormField } from '@lavadero/ui/components/form-field';
import { Input } from '@lavadero/ui/components/input';
import { Textarea } from '@lavadero/ui/components/textarea';
import { useZodForm } from '@lavadero/ui/forms/use-zod-form';
import { useCreateVehicle } from '../api/create-vehicle';
import { useUpdateVehicle } from '../api/update-vehicle';
import { saveOutcome } from './form-submit';
import { vehicleToForm } from './vehicle-form';

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
  const create = useCreateVehicle();
  const update = useUpdateVehicle();
  const pending = create.isPending || update.isPending;
  const form = useZodForm(VehicleBody, {
    defaultValues: vehicleToForm(customer.id, vehicle),
    onValid: (body) => {
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
    },
  });
  const { done, fail } = saveOutcome({
    setError: form.setError,
    onClose,
    describe: (saved: VehicleDto) => `${saved.placa} - ${saved.marca} ${saved.modelo}`,
  });
  const { control } = form;

  return (
    <FormDialog
      pending={pending}
      onClose={onClose}
      className="max-h-[90vh] overflow-y-auto"
      title={vehicle ? 'Editar Vehículo' : 'Nuevo Vehículo'}
      description={`Cliente: ${customer.nombre}`}
    >
      <FormDialogForm
        onSubmit={form.submit}
        pending={pending}
        spinner
        submitLabel={vehicle ? 'Actualizar' : 'Agregar Vehículo'}
        className="space-y-6"
      >
        {/* The owner is not a field of its own: a refusal about it shows above the fields. */}
        <FieldError message={form.formState.errors.customerId?.message} />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField control={control} name="placa" id="vehicle-placa" label="Placa" required>
            {(aria, field) => (
              <Input
                {...aria}
                {...field}
                disabled={pending}
                placeholder="ABC 123"
                className="uppercase"
                autoComplete="off"
                autoFocus
              />
            )}
          </FormField>
          <FormField control={control} name="color" id="vehicle-color" label="Color" required>
            {(aria, field) => <Input {...aria} {...field} disabled={pending} placeholder="Blanco" />}
          </FormField>
          <FormField control={control} name="marca" id="vehicle-marca" label="Marca" required>
            {(aria, field) => <Input {...aria} {...field} disabled={pending} placeholder="Toyota" />}
          </FormField>
          <FormField control={control} name="modelo" id="vehicle-modelo" label="Modelo" required>
            {(aria, field) => <Input {...aria} {...field} disabled={pending} placeholder="Corolla" />}
          </FormField>
          <FormField
            control={control}
            name="observaciones"
            id="vehicle-observaciones"
            label="Observaciones"
            className="sm:col-span-2"
          >
            {(aria, field) => (
              <Textarea
                {...aria}
                {...field}
                disabled={pending}
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
