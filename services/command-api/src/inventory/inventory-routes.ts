import { RecordIdParams } from '@lavadero/contracts/building-blocks';
import {
  CreateInventoryItemBody,
  InventoryItemDto,
  InventoryItemsQuery,
  SaleProductDto,
  UpdateInventoryItemBody,
} from '@lavadero/contracts/inventory';
import { toInventoryItemStreamId } from '@lavadero/domain/inventory/events';
import { inventoryItemDecider } from '@lavadero/domain/inventory/inventory-item-decide';
import { listInventoryItems, searchProductsForSale } from '@lavadero/read-models/inventory/inventory.queries';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../plugins/commands';
import { nowIso } from '../plugins/write-deps';
import { toInventoryItemDto, toSaleProductDto } from './inventory-dto';
import { loadInventoryItem } from './load-inventory-item';
import { stockRoutes } from './stock-routes';

const tags = ['Inventario'];

export async function inventoryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  /** The inventory screen's list (and the dashboard's alerts): every product, by name. */
  app.get(
    '/api/inventory',
    { config: { access: 'authenticated' }, schema: { tags, response: { 200: z.array(InventoryItemDto) } } },
    async () => (await listInventoryItems(deps.readDb)).map(toInventoryItemDto),
  );

  /** The point of sale's product search: only what it needs, of active products. */
  app.get(
    '/api/inventory-items',
    {
      config: { access: 'authenticated' },
      schema: { tags, querystring: InventoryItemsQuery, response: { 200: z.array(SaleProductDto) } },
    },
    async (request) => (await searchProductsForSale(deps.readDb, request.query.search)).map(toSaleProductDto),
  );

  app.post(
    '/api/inventory',
    {
      config: { access: 'inventory.products' },
      schema: { tags, body: CreateInventoryItemBody, response: { 201: InventoryItemDto } },
    },
    async (request, reply) => {
      const { stockActual, ...details } = request.body;
      const itemId = deps.ids.newId();
      const actor = actorOf(request);
      await deps.dispatch(
        actor,
        toInventoryItemStreamId(itemId),
        inventoryItemDecider,
        {
          type: 'CreateInventoryItem',
          data: { itemId, details, stockActual, userId: actor.userId, now: nowIso(deps) },
        },
        { expectNew: true },
      );
      return reply.status(201).send(toInventoryItemDto(await loadInventoryItem(deps, itemId)));
    },
  );

  /** An edit; a changed stockActual is recorded as a manual stock adjustment (see the decider). */
  app.put(
    '/api/inventory/:id',
    {
      config: { access: 'inventory.products' },
      schema: {
        tags,
        params: RecordIdParams,
        body: UpdateInventoryItemBody,
        response: { 200: InventoryItemDto },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { stockActual, ...changes } = request.body;
      const actor = actorOf(request);
      await deps.dispatch(
        actor,
        toInventoryItemStreamId(id),
        inventoryItemDecider,
        {
          type: 'UpdateInventoryItem',
          data: { changes, stockActual, userId: actor.userId, now: nowIso(deps) },
        },
        { lastOfEachType: true },
      );
      return toInventoryItemDto(await loadInventoryItem(deps, id));
    },
  );

  await stockRoutes(fastify);
}
