import type { AccountPaymentBody, CreditLimitBody } from '@lavadero/contracts/customer-accounts';
import { planAccountCommand } from '@lavadero/domain/customer-accounts/customer-account-plan';
import { IllegalStateError, NotFoundError } from '@lavadero/domain/shared/errors';
import { asuncionToday } from '@lavadero/fiscal/asuncion-day';
import { findOpenCashSessionOf } from '@lavadero/read-models/cash-sessions/cash-sessions.queries';
import { findCustomerById } from '@lavadero/read-models/customers/customers.queries';
import type { Actor } from '../plugins/commands';
import { dispatchPlan, type WriteDeps } from '../plugins/write-deps';

export async function requireCustomer(deps: Pick<WriteDeps, 'readDb'>, customerId: string) {
  const customer = await findCustomerById(deps.readDb, customerId);
  if (!customer) throw new NotFoundError('CUSTOMER_NOT_FOUND', 'Cliente no encontrado');
  return customer;
}

/**
 * A payment received on the account. The money goes into the receiver's open caja: the caja read
 * model gives it to that caja by projection, as it does a sale, so without one it is refused here.
 */
export async function receiveAccountPayment(
  deps: WriteDeps,
  actor: Actor & { userId: string },
  customerId: string,
  body: AccountPaymentBody,
) {
  await requireCustomer(deps, customerId);
  if (!(await findOpenCashSessionOf(deps.readDb, actor.userId))) {
    throw new IllegalStateError(
      'NO_OPEN_CASH_SESSION',
      'Abra su caja para registrar el pago: el dinero recibido entra en la caja abierta',
    );
  }
  const now = deps.clock.now();
  await dispatchPlan(
    deps,
    actor,
    planAccountCommand({
      type: 'ReceivePayment',
      data: {
        customerId,
        paymentId: deps.ids.newId(),
        ...body,
        userId: actor.userId,
        fecha: asuncionToday(now),
        now: now.toISOString(),
      },
    }),
  );
}

/** An admin's credit limit for the customer (null: no credit). */
export async function setCreditLimit(
  deps: WriteDeps,
  actor: Actor & { userId: string },
  customerId: string,
  body: CreditLimitBody,
) {
  await requireCustomer(deps, customerId);
  await dispatchPlan(
    deps,
    actor,
    planAccountCommand({
      type: 'SetCreditLimit',
      data: { customerId, limite: body.limite, userId: actor.userId, now: deps.clock.now().toISOString() },
    }),
  );
}
