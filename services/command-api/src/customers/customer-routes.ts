import { RecordIdParams } from '@lavadero/contracts/building-blocks';
import { CustomerBody, CustomerDto } from '@lavadero/contracts/customers';
import { customerMessages } from '@lavadero/domain/customers/messages';
import { NotFoundError } from '@lavadero/domain/shared/errors';
import { findCustomerById, listCustomers } from '@lavadero/read-models/customers/customers.queries';
import type { ReadModelDb } from '@lavadero/read-models/database';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../plugins/commands';
import { toCustomerDto } from './customer-dto';
import { registerCustomer, toCustomerFields } from './register-customer';
import { updateCustomer } from './update-customer';

async function loadCustomer(readDb: ReadModelDb, id: string) {
  const row = await findCustomerById(readDb, id);
  if (!row) throw new NotFoundError('CUSTOMER_NOT_FOUND', customerMessages.notFound);
  return toCustomerDto(row);
}

const tags = ['Clientes'];

/** /api/customers (spec 2 §7): every role reads; admin and user write. */
export async function customerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    '/api/customers',
    { config: { access: 'authenticated' }, schema: { tags, response: { 200: z.array(CustomerDto) } } },
    async () => (await listCustomers(deps.readDb)).map(toCustomerDto),
  );

  app.post(
    '/api/customers',
    {
      config: { access: 'customers.manage' },
      schema: { tags, body: CustomerBody, response: { 201: CustomerDto } },
    },
    async (request, reply) => {
      const row = await registerCustomer(deps, actorOf(request), toCustomerFields(request.body));
      return reply.status(201).send(toCustomerDto(row));
    },
  );

  app.put(
    '/api/customers/:id',
    {
      config: { access: 'customers.manage' },
      schema: { tags, params: RecordIdParams, body: CustomerBody, response: { 200: CustomerDto } },
    },
    async (request) => {
      const { id } = request.params;
      await updateCustomer(deps, actorOf(request), id, toCustomerFields(request.body));
      return loadCustomer(deps.readDb, id);
    },
  );
}
