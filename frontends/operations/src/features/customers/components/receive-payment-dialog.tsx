import {
  ACCOUNT_PAYMENT_METHOD_OPTIONS,
  type AccountPaymentBody,
} from '@lavadero/contracts/customer-accounts';
import type { CustomerDto } from '@lavadero/contracts/customers';
import { FormDialog, FormDialogForm } from '@lavadero/ui/components/form-dialog';
import { Input } from '@lavadero/ui/components/input';
import { Label } from '@lavadero/ui/components/label';
import { toast } from '@lavadero/ui/hooks/use-toast';
import { formatGuaranies } from '@lavadero/ui/lib/format';
import { type FormEvent, useState } from 'react';
import { toastFailure } from '../../../components/toast-failure';
import { useReceivePayment } from '../api/customer-accounts';
import { parseGuaranies } from './parse-guaranies';

/** 'Registrar pago': money received on the account, into the user's open caja (the server checks it). */
export function ReceivePaymentDialog({
  customer,
  saldo,
  onClose,
}: {
  customer: CustomerDto;
  saldo: number;
  onClose: () => void;
}) {
  const [monto, setMonto] = useState(String(saldo));
  const [medioPago, setMedioPago] = useState<AccountPaymentBody['medioPago']>('efectivo');
  const receive = useReceivePayment();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    receive.mutate(
      { customerId: customer.id, body: { monto: parseGuaranies(monto), medioPago } },
      {
        onSuccess: (account) => {
          toast({
            title: 'Pago registrado',
            description: account
              ? `Saldo de ${customer.nombre}: ${formatGuaranies(account.saldo)}`
              : undefined,
          });
          onClose();
        },
        onError: (e) => toastFailure('No se pudo registrar el pago', e),
      },
    );
  };
  return (
    <FormDialog
      pending={receive.isPending}
      onClose={onClose}
      title="Registrar pago"
      description={`${customer.nombre} debe ${formatGuaranies(saldo)}. El pago entra en su caja abierta.`}
    >
      <FormDialogForm
        onSubmit={submit}
        pending={receive.isPending}
        submitLabel="Registrar pago"
        className="space-y-4"
      >
        <div className="space-y-1">
          <Label htmlFor="pago-monto">Monto</Label>
          <Input
            id="pago-monto"
            inputMode="numeric"
            value={monto}
            onChange={(e) => setMonto(e.target.value)}
          />
        </div>
        <div className="space-y-1">
          <Label htmlFor="pago-medio">Medio de pago</Label>
          <select
            id="pago-medio"
            className="h-9 w-full rounded-md border bg-background px-2"
            value={medioPago}
            onChange={(e) => setMedioPago(e.target.value as AccountPaymentBody['medioPago'])}
          >
            {ACCOUNT_PAYMENT_METHOD_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      </FormDialogForm>
    </FormDialog>
  );
}
