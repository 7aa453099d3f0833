import { RecordIdParams } from '@lavadero/contracts/building-blocks';
import { CustomerIdParams, VehicleBody, VehicleDto } from '@lavadero/contracts/customers';
import { customerMessages } from '@lavadero/domain/customers/messages';
import { NotFoundError } from '@lavadero/domain/shared/errors';
import { findCustomerById } from '@lavadero/read-models/customers/customers.queries';
import { listVehicles, listVehiclesOfCustomer } from '@lavadero/read-models/vehicles/vehicles.queries';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../plugins/commands';
import { toVehicleDto } from './customer-dto';
import { registerVehicle, removeVehicle, requireVehicle, updateVehicle } from './vehicle-writes';

const tags = ['Vehículos'];

/** /api/vehicles (spec 2 §7): every role reads; admin and user write. */
export async function vehicleRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    '/api/vehicles',
    { config: { access: 'authenticated' }, schema: { tags, response: { 200: z.array(VehicleDto) } } },
    async () => (await listVehicles(deps.readDb)).map(toVehicleDto),
  );

  app.get(
    '/api/vehicles/by-customer/:customerId',
    {
      config: { access: 'authenticated' },
      schema: { tags, params: CustomerIdParams, response: { 200: z.array(VehicleDto) } },
    },
    async (request) => {
      const { customerId } = request.params;
      if (!(await findCustomerById(deps.readDb, customerId))) {
        throw new NotFoundError('CUSTOMER_NOT_FOUND', customerMessages.notFound);
      }
      return (await listVehiclesOfCustomer(deps.readDb, customerId)).map(toVehicleDto);
    },
  );

  app.post(
    '/api/vehicles',
    {
      config: { access: 'customers.manage' },
      schema: { tags, body: VehicleBody, response: { 201: VehicleDto } },
    },
    async (request, reply) => {
      const id = await registerVehicle(deps, actorOf(request), request.body);
      return reply.status(201).send(toVehicleDto(await requireVehicle(deps, id)));
    },
  );

  app.put(
    '/api/vehicles/:id',
    {
      config: { access: 'customers.manage' },
      schema: { tags, params: RecordIdParams, body: VehicleBody, response: { 200: VehicleDto } },
    },
    async (request) => {
      const { id } = request.params;
      await updateVehicle(deps, actorOf(request), id, request.body);
      return toVehicleDto(await requireVehicle(deps, id));
    },
  );

  app.delete(
    '/api/vehicles/:id',
    {
      config: { access: 'customers.manage' },
      schema: { tags, params: RecordIdParams, response: { 204: z.void() } },
    },
    async (request, reply) => {
      await removeVehicle(deps, actorOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
