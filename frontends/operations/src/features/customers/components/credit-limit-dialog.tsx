import type { CustomerAccountDto } from '@lavadero/contracts/customer-accounts';
import type { CustomerDto } from '@lavadero/contracts/customers';
import { FormDialog, FormDialogForm } from '@lavadero/ui/components/form-dialog';
import { Input } from '@lavadero/ui/components/input';
import { Label } from '@lavadero/ui/components/label';
import { toast } from '@lavadero/ui/hooks/use-toast';
import { formatGuaranies } from '@lavadero/ui/lib/format';
import { type FormEvent, useState } from 'react';
import { toastFailure } from '../../../components/toast-failure';
import { useSetCreditLimit } from '../api/customer-accounts';
import { parseGuaranies } from './parse-guaranies';

/** The admin's 'Límite de crédito': empty means no credit (a sale on account is refused). */
export function CreditLimitDialog({
  customer,
  account,
  onClose,
}: {
  customer: CustomerDto;
  account: Pick<CustomerAccountDto, 'saldo' | 'limite'>;
  onClose: () => void;
}) {
  const [limite, setLimite] = useState(account.limite === null ? '' : String(account.limite));
  const save = useSetCreditLimit();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { customerId: customer.id, body: { limite: limite.trim() === '' ? null : parseGuaranies(limite) } },
      {
        onSuccess: () => {
          toast({ title: 'Límite de crédito guardado', description: customer.nombre });
          onClose();
        },
        onError: (e) => toastFailure('No se pudo guardar el límite de crédito', e),
      },
    );
  };
  return (
    <FormDialog
      pending={save.isPending}
      onClose={onClose}
      title="Límite de crédito"
      description={`Cuánto puede deber ${customer.nombre} en ventas a cuenta (saldo actual ${formatGuaranies(account.saldo)}). Vacío: sin crédito.`}
    >
      <FormDialogForm onSubmit={submit} pending={save.isPending} submitLabel="Guardar" className="space-y-4">
        <div className="space-y-1">
          <Label htmlFor="limite-credito">Límite de crédito</Label>
          <Input
            id="limite-credito"
            inputMode="numeric"
            value={limite}
            onChange={(e) => setLimite(e.target.value)}
          />
        </div>
      </FormDialogForm>
    </FormDialog>
  );
}
