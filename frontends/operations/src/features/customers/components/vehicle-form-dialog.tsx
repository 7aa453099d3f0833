import type { CustomerDto, VehicleDto } from '@lavadero/contracts/customers';
import { Button } from '@lavadero/ui/components/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@lavadero/ui/components/dialog';
import { Input } from '@lavadero/ui/components/input';
import { Textarea } from '@lavadero/ui/components/textarea';
import { useToast } from '@lavadero/ui/hooks/use-toast';
import { Loader2 } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { useCreateVehicle } from '../api/create-vehicle';
import { useUpdateVehicle } from '../api/update-vehicle';
import { type FieldErrors, failureReason, serverFieldErrors } from './form-errors';
import { FormField, fieldProps } from './form-field';
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
  const { toast } = useToast();
  const pending = create.isPending || update.isPending;

  const field = (key: TextKey) => ({
    ...fieldProps(`vehicle-${key}`, errors[key]),
    value: form[key],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = e.target.value;
      setForm((current) => ({ ...current, [key]: value }));
      setErrors(({ [key]: _, ...rest }) => rest);
    },
    disabled: pending,
  });

  const fail = (text: string) => (error: unknown) => {
    setErrors(serverFieldErrors(error));
    const reason = failureReason(error);
    if (reason !== null) toast({ variant: 'destructive', title: 'Error', description: `${text}: ${reason}` });
  };
  const done = (title: string) => (saved: VehicleDto | undefined) => {
    toast({ title, description: saved ? `${saved.placa} - ${saved.marca} ${saved.modelo}` : undefined });
    onClose();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
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
    } catch {
      toast({
        variant: 'destructive',
        title: 'Error',
        description: 'Error inesperado al procesar el formulario',
      });
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{vehicle ? 'Editar Vehículo' : 'Nuevo Vehículo'}</DialogTitle>
          <DialogDescription>Cliente: {customer.nombre}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="space-y-6">
          {errors.customerId && (
            <p role="alert" className="text-destructive text-sm">
              {errors.customerId}
            </p>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="vehicle-placa" label="Placa" required error={errors.placa}>
              <Input
                {...field('placa')}
                placeholder="ABC 123"
                className="uppercase"
                autoComplete="off"
                autoFocus
              />
            </FormField>
            <FormField id="vehicle-color" label="Color" required error={errors.color}>
              <Input {...field('color')} placeholder="Blanco" />
            </FormField>
            <FormField id="vehicle-marca" label="Marca" required error={errors.marca}>
              <Input {...field('marca')} placeholder="Toyota" />
            </FormField>
            <FormField id="vehicle-modelo" label="Modelo" required error={errors.modelo}>
              <Input {...field('modelo')} placeholder="Corolla" />
            </FormField>
            <div className="sm:col-span-2">
              <FormField id="vehicle-observaciones" label="Observaciones" error={errors.observaciones}>
                <Textarea
                  {...field('observaciones')}
                  placeholder="Rayones, detalles a cuidar, etc."
                  rows={3}
                />
              </FormField>
            </div>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
              Cancelar
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? (
                <>
                  <Loader2 className="animate-spin" />
                  Guardando...
                </>
              ) : vehicle ? (
                'Actualizar'
              ) : (
                'Agregar Vehículo'
              )}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
