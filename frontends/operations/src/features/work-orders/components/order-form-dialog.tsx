import { NO_SERVICES, type WorkOrderDto, WorkOrderFormBody } from '@lavadero/contracts/work-orders';
import { useCustomers } from '@lavadero/ui/api/queries/customers';
import { useServices } from '@lavadero/ui/api/queries/services';
import { Button } from '@lavadero/ui/components/button';
import { CustomerPicker } from '@lavadero/ui/components/customer-picker';
import { DialogClose, DialogFooter } from '@lavadero/ui/components/dialog';
import { FormDialog } from '@lavadero/ui/components/form-dialog';
import { FieldError, FormField } from '@lavadero/ui/components/form-field';
import { Label } from '@lavadero/ui/components/label';
import { SelectFormField } from '@lavadero/ui/components/select-form-field';
import { Textarea } from '@lavadero/ui/components/textarea';
import { showServerErrors } from '@lavadero/ui/forms/server-errors';
import { useZodForm } from '@lavadero/ui/forms/use-zod-form';
import { toast } from '@lavadero/ui/hooks/use-toast';
import { formatGuaranies } from '@lavadero/ui/lib/format';
import { Loader2 } from 'lucide-react';
import { toastFailure } from '../../../components/toast-failure';
import { useCreateWorkOrder } from '../api/create-work-order';
import { useCustomerVehicles } from '../api/get-customer-vehicles';
import { useUpdateWorkOrder } from '../api/update-work-order';
import { linesTotal, type OrderLine, orderToForm } from './order-form';
import { ServiceLines } from './service-lines';

/** What the post-creation dialog needs: the order as the server answered it (or only its id on a 202). */
export type CreatedOrder = { readonly id: string; readonly order: WorkOrderDto | null };

/**
 * 'Nueva Orden de Trabajo' or 'Editar Orden' (spec 2 §2, §4, §5). The customer comes first; the
 * vehicle list is that customer's (cleared when the customer changes). Only active services are
 * offered. A new order is sent with its items in one call. Editing changes notes and lines only.
 */
export function OrderFormDialog({
  order,
  onClose,
  onCreated,
}: {
  order: WorkOrderDto | null;
  onClose: () => void;
  onCreated: (created: CreatedOrder) => void;
}) {
  const customers = useCustomers().data ?? [];
  const allServices = useServices().data ?? [];
  const services = allServices.filter((service) => service.activo);
  const create = useCreateWorkOrder();
  const update = useUpdateWorkOrder();
  const pending = create.isPending || update.isPending;
  const form = useZodForm(WorkOrderFormBody, {
    defaultValues: orderToForm(order),
    onValid: (body) => {
      // The lines as typed (ids and quantities): the parsed body holds them in the server's shape.
      const items = form.getValues('items');
      const fail = (title: string) => (error: unknown) => {
        showServerErrors(form.setError, error);
        toastFailure(title, error);
      };
      if (order) {
        update.mutate(
          { id: order.id, body: { observaciones: body.observaciones, items } },
          {
            onSuccess: () => {
              toast({ title: 'Orden actualizada', description: `Orden #${order.numero}` });
              onClose();
            },
            onError: fail('Error al actualizar orden'),
          },
        );
      } else {
        create.mutate(
          {
            customerId: body.customerId,
            vehicleId: body.vehicleId,
            observaciones: body.observaciones,
            items,
          },
          {
            onSuccess: (reply) =>
              onCreated({ id: reply?.id ?? '', order: reply && 'estado' in reply ? reply : null }),
            onError: fail('Error al crear orden'),
          },
        );
      }
    },
  });
  const { control, watch, setValue } = form;
  const customerId = watch('customerId');
  const vehicleId = watch('vehicleId');
  const lines = (watch('items') ?? []) as OrderLine[];
  const vehicles = useCustomerVehicles(customerId);

  const known = new Map<string, { nombre: string; precio: number }>();
  for (const item of order?.items ?? [])
    known.set(item.serviceId ?? item.comboId ?? item.inventoryItemId ?? '', item);
  for (const service of allServices) known.set(service.id, service);
  const describe = (key: string) => known.get(key) ?? { nombre: key, precio: 0 };
  const total = linesTotal(lines, (key) => describe(key).precio);
  const setLines = (next: OrderLine[]) =>
    setValue('items', next, { shouldValidate: form.formState.isSubmitted });

  const vehicleOptions = (vehicles.data ?? []).map((v) => ({
    value: v.id,
    label: `${v.placa} - ${v.marca} ${v.modelo}`,
  }));
  const vehiclePlaceholder = !customerId
    ? 'Seleccione un cliente primero'
    : vehicles.isLoading
      ? 'Cargando vehículos...'
      : vehicleOptions.length === 0
        ? 'El cliente no tiene vehículos registrados'
        : 'Seleccione un vehículo';
  const itemsError = form.formState.errors.items?.message ?? form.formState.errors.items?.root?.message;

  return (
    <FormDialog
      pending={pending}
      onClose={onClose}
      className="max-h-[92vh] overflow-y-auto sm:max-w-3xl"
      title={order ? `Editar Orden #${order.numero}` : 'Nueva Orden de Trabajo'}
      description={
        order
          ? 'Modifique los servicios y las observaciones de la orden'
          : 'Registre el ingreso de un vehículo y los servicios a realizar'
      }
    >
      <form onSubmit={form.submit} noValidate className="space-y-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField control={control} name="customerId" id="order-customer" label="Cliente" required>
            {(aria, field) => (
              <CustomerPicker
                {...aria}
                customers={customers}
                value={field.value}
                disabled={pending || order !== null}
                onChange={(customer) => {
                  if (customer.id === field.value) return;
                  field.onChange(customer.id);
                  // Spec 2 §4: changing the customer clears the vehicle.
                  setValue('vehicleId', '');
                }}
              />
            )}
          </FormField>
          <SelectFormField
            control={control}
            name="vehicleId"
            id="order-vehicle"
            label="Vehículo"
            required
            options={vehicleOptions}
            disabled={pending || order !== null || !customerId}
            placeholder={vehiclePlaceholder}
          />
        </div>
        <div className="space-y-2">
          <Label>
            Servicios
            <span className="text-destructive" aria-hidden>
              *
            </span>
          </Label>
          <ServiceLines
            services={services}
            lines={lines}
            describe={describe}
            disabled={pending}
            onChange={setLines}
          />
          {itemsError ? (
            <FieldError message={itemsError} />
          ) : lines.length === 0 ? (
            <p className="text-muted-foreground text-sm">{NO_SERVICES}</p>
          ) : null}
        </div>
        <FormField control={control} name="observaciones" id="order-observaciones" label="Observaciones">
          {(aria, field) => (
            <Textarea
              {...aria}
              {...field}
              value={field.value ?? ''}
              disabled={pending}
              rows={3}
              placeholder="Rayones, objetos de valor, pedidos del cliente..."
            />
          )}
        </FormField>
        <p className="text-right font-semibold text-lg" data-testid="order-form-total">
          Total: {formatGuaranies(total)}
        </p>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={pending}>
              Cancelar
            </Button>
          </DialogClose>
          {/* Spec 2 §5: off without items, customer or vehicle. */}
          <Button type="submit" disabled={pending || lines.length === 0 || !customerId || !vehicleId}>
            {pending ? <Loader2 className="animate-spin" /> : null}
            {pending ? 'Guardando...' : order ? 'Guardar Cambios' : 'Crear Orden'}
          </Button>
        </DialogFooter>
      </form>
    </FormDialog>
  );
}
