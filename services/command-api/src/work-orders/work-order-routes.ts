import {
  CreateWorkOrderBody,
  UpdateWorkOrderBody,
  WorkOrderDto,
  WorkOrderIdParams,
  WorkOrderItemBody,
  WorkOrderItemDto,
  WorkOrderListQuery,
  WorkOrderPrintDto,
  WorkOrderStatsDto,
} from '@lavadero/contracts/work-orders';
import { NotFoundError } from '@lavadero/domain/shared/errors';
import { workOrderMessages } from '@lavadero/domain/work-orders/messages';
import { asuncionToday } from '@lavadero/fiscal/asuncion-day';
import { findCompanyConfig } from '@lavadero/read-models/company-config/company-config.queries';
import { findCustomerById } from '@lavadero/read-models/customers/customers.queries';
import { countWorkOrderStats, listWorkOrders } from '@lavadero/read-models/work-orders/work-orders.queries';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../plugins/access';
import { actorOf } from '../plugins/commands';
import { requireWorkOrder } from './load-work-order';
import { addWorkOrderItem, createWorkOrder, deleteWorkOrder, updateWorkOrder } from './work-order-commands';
import { toWorkOrderDto, toWorkOrderPrintDto } from './work-order-dto';

const tags = ['Órdenes de trabajo'];

/**
 * /api/work-orders and /api/print/work-orders (spec 2 §7; issue 9): every role reads, admin and user
 * write. Billing an order is POST /api/sales/create-from-order (sales routes).
 */
export async function workOrderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    '/api/work-orders',
    {
      config: { access: 'authenticated' },
      schema: { tags, querystring: WorkOrderListQuery, response: { 200: z.array(WorkOrderDto) } },
    },
    async (request) => (await listWorkOrders(deps.readDb, request.query.estado)).map(toWorkOrderDto),
  );

  // Before /:id, which would otherwise read 'stats' as an id (and refuse it as one).
  app.get(
    '/api/work-orders/stats',
    { config: { access: 'authenticated' }, schema: { tags, response: { 200: WorkOrderStatsDto } } },
    async () => {
      const fecha = asuncionToday(deps.clock.now());
      const { active, deliveredOnDay } = await countWorkOrderStats(deps.readDb, fecha);
      return { ordenesActivas: active, serviciosRealizados: deliveredOnDay, fecha };
    },
  );

  app.get(
    '/api/work-orders/:id',
    {
      config: { access: 'authenticated' },
      schema: { tags, params: WorkOrderIdParams, response: { 200: WorkOrderDto } },
    },
    async (request) => toWorkOrderDto(await requireWorkOrder(deps.readDb, request.params.id)),
  );

  app.get(
    '/api/work-orders/:id/items',
    {
      config: { access: 'authenticated' },
      schema: { tags, params: WorkOrderIdParams, response: { 200: z.array(WorkOrderItemDto) } },
    },
    async (request) => toWorkOrderDto(await requireWorkOrder(deps.readDb, request.params.id)).items,
  );

  app.get(
    '/api/print/work-orders/:id',
    {
      config: { access: 'authenticated' },
      schema: { tags, params: WorkOrderIdParams, response: { 200: WorkOrderPrintDto } },
    },
    async (request) => {
      const row = await requireWorkOrder(deps.readDb, request.params.id);
      const [customer, company] = await Promise.all([
        findCustomerById(deps.readDb, row.customerId),
        findCompanyConfig(deps.readDb),
      ]);
      return toWorkOrderPrintDto(row, customer, company);
    },
  );

  app.post(
    '/api/work-orders',
    {
      config: { access: 'workOrders.manage' },
      schema: { tags, body: CreateWorkOrderBody, response: { 201: WorkOrderDto } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const id = await createWorkOrder(deps, actorOf(request), user.id, request.body);
      return reply.status(201).send(toWorkOrderDto(await requireWorkOrder(deps.readDb, id)));
    },
  );

  app.post(
    '/api/work-orders/:id/items',
    {
      config: { access: 'workOrders.manage' },
      schema: {
        tags,
        params: WorkOrderIdParams,
        body: WorkOrderItemBody,
        response: { 201: WorkOrderItemDto },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const lineId = await addWorkOrderItem(
        deps,
        actorOf(request),
        requireUser(request).id,
        id,
        request.body,
      );
      const item = toWorkOrderDto(await requireWorkOrder(deps.readDb, id)).items.find((i) => i.id === lineId);
      if (!item) throw new NotFoundError('WORK_ORDER_NOT_FOUND', workOrderMessages.notFound);
      return reply.status(201).send(item);
    },
  );

  app.put(
    '/api/work-orders/:id',
    {
      config: { access: 'workOrders.manage' },
      schema: { tags, params: WorkOrderIdParams, body: UpdateWorkOrderBody, response: { 200: WorkOrderDto } },
    },
    async (request) => {
      const { id } = request.params;
      await updateWorkOrder(deps, actorOf(request), requireUser(request).id, id, request.body);
      return toWorkOrderDto(await requireWorkOrder(deps.readDb, id));
    },
  );

  app.delete(
    '/api/work-orders/:id',
    {
      config: { access: 'workOrders.manage' },
      schema: { tags, params: WorkOrderIdParams, response: { 204: z.void() } },
    },
    async (request, reply) => {
      await deleteWorkOrder(deps, actorOf(request), requireUser(request).id, request.params.id);
      return reply.status(204).send();
    },
  );
}
