import type { CustomerDto } from '@lavadero/contracts/customers';
import { Button } from '@lavadero/ui/components/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@lavadero/ui/components/dialog';
import { useToast } from '@lavadero/ui/hooks/use-toast';
import { Loader2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useCreateCustomer } from '../api/create-customer';
import { useUpdateCustomer } from '../api/update-customer';
import {
  type CustomerForm,
  customerToForm,
  EMPTY_CUSTOMER_FORM,
  validateCustomerForm,
} from './customer-form';
import { CustomerFormFields } from './customer-form-fields';
import { type FieldErrors, failureReason, serverFieldErrors } from './form-errors';

/** 'Nuevo Cliente' (customer null) or 'Editar Cliente'; mounted only while open, so it starts fresh. */
export function CustomerFormDialog({
  customer,
  onClose,
}: {
  customer: CustomerDto | null;
  onClose: () => void;
}) {
  const [form, setForm] = useState<CustomerForm>(() =>
    customer ? customerToForm(customer) : EMPTY_CUSTOMER_FORM,
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useCreateCustomer();
  const update = useUpdateCustomer();
  const { toast } = useToast();
  const pending = create.isPending || update.isPending;

  const set = <K extends keyof CustomerForm>(key: K, value: CustomerForm[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _, ...rest }) => rest);
  };

  const fail = (prefix: string) => (error: unknown) => {
    setErrors(serverFieldErrors(error));
    const reason = failureReason(error);
    if (reason !== null)
      toast({ variant: 'destructive', title: 'Error', description: `${prefix}: ${reason}` });
  };
  const done = (title: string) => (saved: CustomerDto | undefined) => {
    toast({ title, description: saved?.nombre });
    onClose();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      const { body, errors: found } = validateCustomerForm(form);
      setErrors(found);
      if (!body) return;
      if (customer) {
        update.mutate(
          { id: customer.id, body },
          { onSuccess: done('Cliente actualizado'), onError: fail('No se pudo actualizar el cliente') },
        );
      } else {
        create.mutate(body, {
          onSuccess: done('Cliente creado'),
          onError: fail('No se pudo crear el cliente'),
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
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{customer ? 'Editar Cliente' : 'Nuevo Cliente'}</DialogTitle>
          <DialogDescription>
            {customer ? 'Modifique los datos del cliente.' : 'Complete los datos del nuevo cliente.'} Los
            campos con * son obligatorios.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="space-y-6">
          <CustomerFormFields form={form} errors={errors} set={set} disabled={pending} />
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
              ) : customer ? (
                'Actualizar'
              ) : (
                'Crear Cliente'
              )}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
