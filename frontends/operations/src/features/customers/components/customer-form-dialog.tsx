import type { CustomerDto } from '@lavadero/contracts/customers';
import { FormDialog, FormDialogForm } from '@lavadero/ui/components/form-dialog';
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
import type { FieldErrors } from './form-errors';
import { saveOutcome, submitSafely } from './form-submit';

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
  const pending = create.isPending || update.isPending;

  const set = <K extends keyof CustomerForm>(key: K, value: CustomerForm[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _, ...rest }) => rest);
  };

  const { done, fail } = saveOutcome({ setErrors, onClose, describe: (saved: CustomerDto) => saved.nombre });

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    submitSafely(event, () => {
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
        onSubmit={onSubmit}
        pending={pending}
        spinner
        submitLabel={customer ? 'Actualizar' : 'Crear Cliente'}
        className="space-y-6"
      >
        <CustomerFormFields form={form} errors={errors} set={set} disabled={pending} />
      </FormDialogForm>
    </FormDialog>
  );
}
