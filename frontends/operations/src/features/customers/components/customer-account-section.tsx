import type { AccountBalanceDto, CustomerAccountDto } from '@lavadero/contracts/customer-accounts';
import type { CustomerDto } from '@lavadero/contracts/customers';
import { useCan } from '@lavadero/ui/api/use-current-user';
import { Button } from '@lavadero/ui/components/button';
import { formatGuaranies } from '@lavadero/ui/lib/format';
import { useState } from 'react';
import { useCustomerAccount } from '../api/customer-accounts';
import { AccountMovements } from './account-movements';
import { CreditLimitDialog } from './credit-limit-dialog';
import { ReceivePaymentDialog } from './receive-payment-dialog';

/**
 * The customer card's account: the balance and the limit (from the page's one list of balances),
 * the movements on demand, 'Registrar pago' while something is owed, and the admin's limit.
 */
export function CustomerAccountSection({
  customer,
  balance,
}: {
  customer: CustomerDto;
  balance: AccountBalanceDto | undefined;
}) {
  const canReceive = useCan('customerAccounts.receive');
  const canSetLimit = useCan('customerAccounts.limit');
  const [showMovements, setShowMovements] = useState(false);
  const [dialog, setDialog] = useState<'pago' | 'limite' | null>(null);
  const account = useCustomerAccount(customer.id, showMovements);
  const saldo = balance?.saldo ?? 0;
  const limite = balance?.limite ?? null;
  const current: Pick<CustomerAccountDto, 'saldo' | 'limite'> = { saldo, limite };
  return (
    <section aria-label={`Cuenta de ${customer.nombre}`} className="space-y-2 rounded-md border p-3 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span>
          <span className="text-muted-foreground">Saldo de cuenta: </span>
          <strong data-testid="saldo-cuenta">{formatGuaranies(saldo)}</strong>
        </span>
        <span className="text-muted-foreground text-xs">
          Límite de crédito: {limite === null ? 'sin crédito' : formatGuaranies(limite)}
        </span>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => setShowMovements((v) => !v)}>
          {showMovements ? 'Ocultar movimientos' : 'Ver movimientos'}
        </Button>
        {canReceive && saldo > 0 && (
          <Button size="sm" onClick={() => setDialog('pago')}>
            Registrar pago
          </Button>
        )}
        {canSetLimit && (
          <Button variant="outline" size="sm" onClick={() => setDialog('limite')}>
            Límite de crédito
          </Button>
        )}
      </div>
      {showMovements && <AccountMovements query={account} />}
      {dialog === 'pago' && (
        <ReceivePaymentDialog customer={customer} saldo={saldo} onClose={() => setDialog(null)} />
      )}
      {dialog === 'limite' && (
        <CreditLimitDialog customer={customer} account={current} onClose={() => setDialog(null)} />
      )}
    </section>
  );
}
