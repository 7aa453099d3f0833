import { randomUUID } from 'node:crypto';
import {
  CreateInventoryItemBody,
  InventoryItemsQuery,
  UpdateInventoryItemBody,
} from '@lavadero/contracts/inventory';
import { IdParams } from '@lavadero/contracts/users';
import { inventoryItemDecider } from '@lavadero/domain/inventory/decide';
import { toInventoryItemStreamId } from '@lavadero/domain/inventory/events';
import { listInventoryItems, searchProductsForSale } from '@lavadero/read-models/inventory/inventory.queries';
import type { FastifyInstance } from 'fastify';
import { parse } from '../http/parse';
import { actorOf } from '../plugins/commands';
import { toInventoryItemDto, toSaleProductDto } from './inventory-dto';
import { loadInventoryItem } from './load-inventory-item';
import { stockRoutes } from './stock-routes';

export async function inventoryRoutes(app: FastifyInstance) {
  /** The inventory screen's list (and the dashboard's alerts): every product, by name. */
  app.get('/api/inventory', { config: { access: 'authenticated' } }, async () =>
    (await listInventoryItems(app.readDb)).map(toInventoryItemDto),
  );

  /** The point of sale's product search: only what it needs, of active products. */
  app.get('/api/inventory-items', { config: { access: 'authenticated' } }, async (request) => {
    const { search } = parse(InventoryItemsQuery, request.query);
    return (await searchProductsForSale(app.readDb, search)).map(toSaleProductDto);
  });

  app.post('/api/inventory', { config: { access: 'writer' } }, async (request, reply) => {
    const { stockActual, ...details } = parse(CreateInventoryItemBody, request.body);
    const itemId = randomUUID();
    const actor = actorOf(request);
    await app.dispatch(actor, toInventoryItemStreamId(itemId), inventoryItemDecider, {
      type: 'CreateInventoryItem',
      data: { itemId, details, stockActual, userId: actor.userId, now: new Date().toISOString() },
    });
    return reply.status(201).send(toInventoryItemDto(await loadInventoryItem(app, itemId)));
  });

  /** An edit; a changed stockActual is recorded as a manual stock adjustment (see the decider). */
  app.put('/api/inventory/:id', { config: { access: 'writer' } }, async (request) => {
    const { id } = parse(IdParams, request.params);
    const { stockActual, ...changes } = parse(UpdateInventoryItemBody, request.body);
    const actor = actorOf(request);
    await app.dispatch(actor, toInventoryItemStreamId(id), inventoryItemDecider, {
      type: 'UpdateInventoryItem',
      data: { changes, stockActual, userId: actor.userId, now: new Date().toISOString() },
    });
    return toInventoryItemDto(await loadInventoryItem(app, id));
  });

  await stockRoutes(app);
}
