import type { ComboDto, ServiceDto } from '@lavadero/contracts/catalog';
import { parseWholeNumber } from '@lavadero/contracts/whole-number';
import { serverMessage } from '@lavadero/ui/api/api-error';
import { Button } from '@lavadero/ui/components/button';
import { Checkbox } from '@lavadero/ui/components/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@lavadero/ui/components/dialog';
import { Input } from '@lavadero/ui/components/input';
import { Label } from '@lavadero/ui/components/label';
import { Textarea } from '@lavadero/ui/components/textarea';
import { useToast } from '@lavadero/ui/hooks/use-toast';
import { formatGuaranies } from '@lavadero/ui/lib/format';
import { type FormEvent, useId, useState } from 'react';
import { useCreateCombo } from '../api/create-combo';
import { useUpdateCombo } from '../api/update-combo';
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
import { FieldError } from './field-error';
import { formatThousands } from './form-issues';
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
  const { toast } = useToast();
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

  const tidyPrice = () => {
    const parsed = parseWholeNumber(values.precioTotal);
    if (parsed.ok && parsed.value >= 0) set('precioTotal', formatThousands(parsed.value));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateComboForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    const body = result.body;
    const failed = (title: string, fallback: string) => (error: Error) =>
      toast({ variant: 'destructive', title, description: serverMessage(error, fallback) });
    if (combo) {
      update.mutate(
        { id: combo.id, body },
        {
          onSuccess: () => {
            toast({ title: 'Combo actualizado', description: `«${body.nombre}» se guardó correctamente.` });
            onClose();
          },
          onError: failed('Error al actualizar combo', 'No se pudo actualizar el combo.'),
        },
      );
    } else {
      create.mutate(body, {
        onSuccess: () => {
          toast({ title: 'Combo creado', description: `«${body.nombre}» ya está disponible.` });
          onClose();
        },
        onError: failed('Error al crear combo', 'No se pudo crear el combo.'),
      });
    }
  };

  const field = (name: keyof ComboFormValues) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });

  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent className="max-h-[95vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{combo ? 'Editar Combo' : 'Nuevo Combo'}</DialogTitle>
          <DialogDescription>Elija al menos 2 servicios y el precio del paquete completo.</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <div className="grid content-start gap-2">
            <Label htmlFor={`${id}-nombre`}>Nombre *</Label>
            <Input
              {...field('nombre')}
              value={values.nombre}
              onChange={(e) => set('nombre', e.target.value)}
              placeholder="Ej.: Combo Full"
              autoFocus
            />
            <FieldError id={`${id}-nombre-error`} message={errors.nombre} />
          </div>
          <div className="grid content-start gap-2">
            <Label htmlFor={`${id}-descripcion`}>Descripción</Label>
            <Textarea
              {...field('descripcion')}
              value={values.descripcion}
              onChange={(e) => set('descripcion', e.target.value)}
              rows={2}
            />
            <FieldError id={`${id}-descripcion-error`} message={errors.descripcion} />
          </div>
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
          <div className="grid content-start gap-2">
            <Label htmlFor={`${id}-precioTotal`}>Precio del combo (Gs.) *</Label>
            <Input
              {...field('precioTotal')}
              value={values.precioTotal}
              onChange={(e) => set('precioTotal', e.target.value)}
              onBlur={tidyPrice}
              inputMode="numeric"
              placeholder={`Ej.: ${formatThousands(sum > 0 ? sum : 80000)}`}
            />
            <FieldError id={`${id}-precioTotal-error`} message={errors.precioTotal} />
          </div>
          {combo && (
            <div className="flex items-center gap-2">
              <Checkbox
                id={`${id}-activo`}
                checked={values.activo}
                onCheckedChange={(checked) => set('activo', checked === true)}
              />
              <Label htmlFor={`${id}-activo`}>Activo (se ofrece en ventas y órdenes)</Label>
            </div>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
              Cancelar
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? 'Guardando...' : combo ? 'Actualizar' : 'Crear Combo'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
