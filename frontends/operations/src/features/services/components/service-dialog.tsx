import {
  SERVICE_CATEGORY_OPTIONS,
  type ServiceCategoryValue,
  type ServiceDto,
} from '@lavadero/contracts/catalog';
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
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@lavadero/ui/components/select';
import { Textarea } from '@lavadero/ui/components/textarea';
import { useToast } from '@lavadero/ui/hooks/use-toast';
import { type FormEvent, useId, useState } from 'react';
import { useCreateService } from '../api/create-service';
import { useUpdateService } from '../api/update-service';
import { FieldError } from './field-error';
import { formatThousands } from './form-issues';
import {
  emptyServiceForm,
  type ServiceFormErrors,
  type ServiceFormValues,
  serviceToForm,
  validateServiceForm,
} from './service-form';

/** 'Nuevo Servicio' / 'Editar Servicio'. Mounted while open, so each opening starts from fresh values. */
export function ServiceDialog({ service, onClose }: { service: ServiceDto | null; onClose: () => void }) {
  const id = useId();
  const { toast } = useToast();
  const create = useCreateService();
  const update = useUpdateService();
  const [values, setValues] = useState<ServiceFormValues>(() =>
    service ? serviceToForm(service) : emptyServiceForm(),
  );
  const [errors, setErrors] = useState<ServiceFormErrors>({});
  const pending = create.isPending || update.isPending;
  const set = <K extends keyof ServiceFormValues>(key: K, value: ServiceFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  /** '35000' becomes '35.000' when the person leaves the field, so the amount reads at a glance. */
  const tidyPrice = () => {
    const parsed = parseWholeNumber(values.precio);
    if (parsed.ok && parsed.value >= 0) set('precio', formatThousands(parsed.value));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateServiceForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    const body = result.body;
    if (service) {
      update.mutate(
        { id: service.id, body },
        {
          onSuccess: () => {
            toast({
              title: 'Servicio actualizado',
              description: `«${body.nombre}» se guardó correctamente.`,
            });
            onClose();
          },
          onError: (error) =>
            toast({
              variant: 'destructive',
              title: 'Error al actualizar servicio',
              description: serverMessage(error, 'No se pudo actualizar el servicio.'),
            }),
        },
      );
    } else {
      create.mutate(body, {
        onSuccess: () => {
          toast({ title: 'Servicio creado', description: `«${body.nombre}» ya está disponible.` });
          onClose();
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Error al crear servicio',
            description: serverMessage(error, 'No se pudo crear el servicio.'),
          }),
      });
    }
  };

  const field = (name: keyof ServiceFormValues) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });

  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent className="max-h-[95vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{service ? 'Editar Servicio' : 'Nuevo Servicio'}</DialogTitle>
          <DialogDescription>
            Precio en guaraníes, por ejemplo 35.000. Los campos con * son obligatorios.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <div className="grid content-start gap-2">
            <Label htmlFor={`${id}-nombre`}>Nombre *</Label>
            <Input
              {...field('nombre')}
              value={values.nombre}
              onChange={(e) => set('nombre', e.target.value)}
              placeholder="Ej.: Lavado Básico"
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
              placeholder="Ej.: Exterior, interior y aspirado"
              rows={2}
            />
            <FieldError id={`${id}-descripcion-error`} message={errors.descripcion} />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid content-start gap-2">
              <Label htmlFor={`${id}-precio`}>Precio (Gs.) *</Label>
              <Input
                {...field('precio')}
                value={values.precio}
                onChange={(e) => set('precio', e.target.value)}
                onBlur={tidyPrice}
                inputMode="numeric"
                placeholder="Ej.: 35.000"
              />
              <FieldError id={`${id}-precio-error`} message={errors.precio} />
            </div>
            <div className="grid content-start gap-2">
              <Label htmlFor={`${id}-duracionMin`}>Duración (min) *</Label>
              <Input
                {...field('duracionMin')}
                value={values.duracionMin}
                onChange={(e) => set('duracionMin', e.target.value)}
                inputMode="numeric"
                placeholder="30"
              />
              <FieldError id={`${id}-duracionMin-error`} message={errors.duracionMin} />
            </div>
          </div>
          <div className="grid content-start gap-2">
            <Label htmlFor={`${id}-categoria`}>Categoría *</Label>
            <Select
              value={values.categoria}
              onValueChange={(v) => set('categoria', v as ServiceCategoryValue)}
            >
              <SelectTrigger {...field('categoria')} className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {SERVICE_CATEGORY_OPTIONS.map((o) => (
                  <SelectItem key={o.value} value={o.value}>
                    {o.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <FieldError id={`${id}-categoria-error`} message={errors.categoria} />
          </div>
          {service && (
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
              {pending ? 'Guardando...' : service ? 'Actualizar' : 'Crear Servicio'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
