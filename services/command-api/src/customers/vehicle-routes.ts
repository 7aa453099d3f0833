import { CustomerIdParams, RecordIdParams, VehicleBody } from '@lavadero/contracts/customers';
import { customerMessages } from '@lavadero/domain/customers/messages';
import { NotFoundError } from '@lavadero/domain/shared/errors';
import { findCustomerById } from '@lavadero/read-models/customers/customers.queries';
import { listVehicles, listVehiclesOfCustomer } from '@lavadero/read-models/vehicles/vehicles.queries';
import type { FastifyInstance } from 'fastify';
import { parse } from '../http/parse';
import { actorOf } from '../plugins/commands';
import { toVehicleDto } from './customer-dto';
import { registerVehicle, removeVehicle, requireVehicle, updateVehicle } from './vehicle-writes';

/** /api/vehicles (spec 2 §7): every role reads; admin and user write. */
export async function vehicleRoutes(app: FastifyInstance) {
  app.get('/api/vehicles', { config: { access: 'authenticated' } }, async () =>
    (await listVehicles(app.readDb)).map(toVehicleDto),
  );

  app.get(
    '/api/vehicles/by-customer/:customerId',
    { config: { access: 'authenticated' } },
    async (request) => {
      const { customerId } = parse(CustomerIdParams, request.params);
      if (!(await findCustomerById(app.readDb, customerId))) {
        throw new NotFoundError('CUSTOMER_NOT_FOUND', customerMessages.notFound);
      }
      return (await listVehiclesOfCustomer(app.readDb, customerId)).map(toVehicleDto);
    },
  );

  app.post('/api/vehicles', { config: { access: 'writer' } }, async (request, reply) => {
    const body = parse(VehicleBody, request.body);
    const id = await registerVehicle(app, actorOf(request), body);
    return reply.status(201).send(toVehicleDto(await requireVehicle(app, id)));
  });

  app.put('/api/vehicles/:id', { config: { access: 'writer' } }, async (request) => {
    const { id } = parse(RecordIdParams, request.params);
    const body = parse(VehicleBody, request.body);
    await updateVehicle(app, actorOf(request), id, body);
    return toVehicleDto(await requireVehicle(app, id));
  });

  app.delete('/api/vehicles/:id', { config: { access: 'writer' } }, async (request, reply) => {
    const { id } = parse(RecordIdParams, request.params);
    await removeVehicle(app, actorOf(request), id);
    return reply.status(204).send();
  });
}
