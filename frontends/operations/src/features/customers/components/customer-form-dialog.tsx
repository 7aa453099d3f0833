import { CustomerBody, type CustomerDto } from '@lavadero/contracts/customers';
import { FormDialog, FormDialogForm } from '@lavadero/ui/components/form-dialog';
import { useZodForm } from '@lavadero/ui/forms/use-zod-form';
import { useCreateCustomer } from '../api/create-customer';
import { useUpdateCustomer } from '../api/update-customer';
import { customerToForm, EMPTY_CUSTOMER_FORM } from './customer-form';
import { CustomerFormFields } from './customer-form-fields';
import { saveOutcome } from './form-submit';

/** 'Nuevo Cliente' (customer null) or 'Editar Cliente'; mounted only while open, so it starts fresh. */
export function CustomerFormDialog({
  customer,
  onClose,
}: {
  customer: CustomerDto | null;
  onClose: () => void;
}) {
  const create = useCreateCustomer();
  const update = useUpdateCustomer();
  const pending = create.isPending || update.isPending;
  const form = useZodForm(CustomerBody, {
    defaultValues: customer ? customerToForm(customer) : EMPTY_CUSTOMER_FORM,
    onValid: (body) => {
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
    },
  });
  const { done, fail } = saveOutcome({
    setError: form.setError,
    onClose,
    describe: (saved: CustomerDto) => saved.nombre,
  });

  return (
    <FormDialog
      pending={pending}
      onClose={onClose}
      className="max-h-[90vh] overflow-y-auto sm:max-w-2xl"
      title={customer ? 'Editar Cliente' : 'Nuevo Cliente'}
      description={
        <>
          {customer ? 'Modifique los datos del cliente.' : 'Complete los datos del nuevo cliente.'} Los campos
          con * son obligatorios.
        </>
      }
    >
      <FormDialogForm
        onSubmit={form.submit}
        pending={pending}
        spinner
        submitLabel={customer ? 'Actualizar' : 'Crear Cliente'}
        className="space-y-6"
      >
        <CustomerFormFields control={form.control} disabled={pending} />
      </FormDialogForm>
    </FormDialog>
  );
}
