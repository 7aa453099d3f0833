import { RecordIdParams } from '@lavadero/contracts/building-blocks';
import {
  AccountBalanceDto,
  AccountPaymentBody,
  AgingReportDto,
  CreditLimitBody,
  CustomerAccountDto,
} from '@lavadero/contracts/customer-accounts';
import { UnauthorizedError } from '@lavadero/domain/shared/errors';
import { asuncionToday } from '@lavadero/fiscal/asuncion-day';
import {
  customerAccountsAging,
  findCustomerAccount,
  listCustomerAccounts,
} from '@lavadero/read-models/customer-accounts/customer-accounts.queries';
import type { ReadModelDb } from '@lavadero/read-models/database';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../plugins/commands';
import { receiveAccountPayment, requireCustomer, setCreditLimit } from './customer-account-writes';

const tags = ['Cuentas de clientes'];

function signedInActor(request: FastifyRequest) {
  const user = request.currentUser;
  if (!user) throw new UnauthorizedError('UNAUTHORIZED', 'Debe iniciar sesión');
  return { ...actorOf(request), userId: user.id };
}

async function accountDto(db: ReadModelDb, customerId: string): Promise<CustomerAccountDto> {
  const { saldo, limite, movements } = await findCustomerAccount(db, customerId);
  return {
    customerId,
    saldo,
    limite,
    movimientos: movements.map((m) => ({
      id: m.id,
      kind: m.kind as CustomerAccountDto['movimientos'][number]['kind'],
      at: m.at,
      monto: m.monto == null ? null : Number(m.monto),
      saldo: Number(m.saldo),
      limite: m.limite == null ? null : Number(m.limite),
      medioPago: m.medioPago,
      saleId: m.saleId,
      numeroFactura: m.numeroFactura ?? null,
      usuario: m.fullName ?? m.username ?? null,
    })),
  };
}

/** Customers' accounts: the balance and its movements, payments received, the limit, the aging. */
export async function customerAccountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    '/api/customer-accounts',
    { config: { access: 'authenticated' }, schema: { tags, response: { 200: z.array(AccountBalanceDto) } } },
    async () => listCustomerAccounts(deps.readDb),
  );

  app.get(
    '/api/customers/:id/account',
    {
      config: { access: 'authenticated' },
      schema: { tags, params: RecordIdParams, response: { 200: CustomerAccountDto } },
    },
    async (request) => {
      await requireCustomer(deps, request.params.id);
      return accountDto(deps.readDb, request.params.id);
    },
  );

  /** A payment on the account, into the signed-in user's open caja (refused without one). */
  app.post(
    '/api/customers/:id/account/payments',
    {
      config: { access: 'customerAccounts.receive' },
      schema: {
        tags,
        params: RecordIdParams,
        body: AccountPaymentBody,
        response: { 201: CustomerAccountDto },
      },
    },
    async (request, reply) => {
      await receiveAccountPayment(deps, signedInActor(request), request.params.id, request.body);
      return reply.status(201).send(await accountDto(deps.readDb, request.params.id));
    },
  );

  app.put(
    '/api/customers/:id/account/limit',
    {
      config: { access: 'customerAccounts.limit' },
      schema: { tags, params: RecordIdParams, body: CreditLimitBody, response: { 200: CustomerAccountDto } },
    },
    async (request) => {
      await setCreditLimit(deps, signedInActor(request), request.params.id, request.body);
      return accountDto(deps.readDb, request.params.id);
    },
  );

  /** Balances by age (0–30, 31–60, 61–90, > 90 days) today in Asunción, oldest charges paid first. */
  app.get(
    '/api/reports/customer-accounts-aging',
    {
      config: { access: 'customerAccounts.aging' },
      schema: { tags, response: { 200: AgingReportDto } },
    },
    async () => {
      const fecha = asuncionToday(deps.clock.now());
      return { fecha, filas: await customerAccountsAging(deps.readDb, fecha) };
    },
  );
}
