import { CustomerBody, RecordIdParams } from '@lavadero/contracts/customers';
import { customerMessages } from '@lavadero/domain/customers/messages';
import { NotFoundError } from '@lavadero/domain/shared/errors';
import { findCustomerById, listCustomers } from '@lavadero/read-models/customers/customers.queries';
import type { FastifyInstance } from 'fastify';
import { parse } from '../http/parse';
import { actorOf } from '../plugins/commands';
import { toCustomerDto } from './customer-dto';
import { registerCustomer, toCustomerFields } from './register-customer';
import { updateCustomer } from './update-customer';

async function loadCustomer(app: FastifyInstance, id: string) {
  const row = await findCustomerById(app.readDb, id);
  if (!row) throw new NotFoundError('CUSTOMER_NOT_FOUND', customerMessages.notFound);
  return toCustomerDto(row);
}

/** /api/customers (spec 2 §7): every role reads; admin and user write. */
export async function customerRoutes(app: FastifyInstance) {
  app.get('/api/customers', { config: { access: 'authenticated' } }, async () =>
    (await listCustomers(app.readDb)).map(toCustomerDto),
  );

  app.post('/api/customers', { config: { access: 'writer' } }, async (request, reply) => {
    const body = parse(CustomerBody, request.body);
    const id = await registerCustomer(app, actorOf(request), toCustomerFields(body));
    return reply.status(201).send(await loadCustomer(app, id));
  });

  app.put('/api/customers/:id', { config: { access: 'writer' } }, async (request) => {
    const { id } = parse(RecordIdParams, request.params);
    const body = parse(CustomerBody, request.body);
    await updateCustomer(app, actorOf(request), id, toCustomerFields(body));
    return loadCustomer(app, id);
  });
}
