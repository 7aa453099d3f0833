import { RecordIdParams } from '@lavadero/contracts/building-blocks';
import {
  InventoryItemDto,
  ReceiveStockBody,
  StockMovementDto,
  UpdateStockBody,
} from '@lavadero/contracts/inventory';
import { toInventoryItemStreamId } from '@lavadero/domain/inventory/events';
import { inventoryItemDecider } from '@lavadero/domain/inventory/inventory-item-decide';
import { listMovementsOfItem } from '@lavadero/read-models/inventory/inventory.queries';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../plugins/commands';
import { nowIso } from '../plugins/write-deps';
import { toInventoryItemDto, toStockMovementDto } from './inventory-dto';
import { loadInventoryItem } from './load-inventory-item';

const tags = ['Inventario'];

export async function stockRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  /** "Actualizar Stock": a correction that adds or removes a quantity; answers the product as it is now. */
  app.put(
    '/api/inventory/:id/stock',
    {
      config: { access: 'inventory.correct' },
      schema: { tags, params: RecordIdParams, body: UpdateStockBody, response: { 200: InventoryItemDto } },
    },
    async (request) => {
      const { id } = request.params;
      const actor = actorOf(request);
      await deps.dispatch(
        actor,
        toInventoryItemStreamId(id),
        inventoryItemDecider,
        {
          type: 'AdjustStock',
          data: { ...request.body, userId: actor.userId, now: nowIso(deps) },
        },
        { lastOfEachType: true },
      );
      return toInventoryItemDto(await loadInventoryItem(deps, id));
    },
  );

  /** "Recibir Mercadería": goods received, with their reason; the one stock entry a cashier records. */
  app.post(
    '/api/inventory/:id/receipts',
    {
      config: { access: 'inventory.receive', createdUnder: '/api/inventory' },
      schema: { tags, params: RecordIdParams, body: ReceiveStockBody, response: { 200: InventoryItemDto } },
    },
    async (request) => {
      const { id } = request.params;
      const actor = actorOf(request);
      await deps.dispatch(
        actor,
        toInventoryItemStreamId(id),
        inventoryItemDecider,
        {
          type: 'ReceiveStock',
          data: { ...request.body, userId: actor.userId, now: nowIso(deps) },
        },
        { lastOfEachType: true },
      );
      return toInventoryItemDto(await loadInventoryItem(deps, id));
    },
  );

  /** A product's stock movements, newest first (for a history view; the screen does not show it yet). */
  app.get(
    '/api/inventory/:id/movements',
    {
      config: { access: 'authenticated' },
      schema: { tags, params: RecordIdParams, response: { 200: z.array(StockMovementDto) } },
    },
    async (request) => {
      const { id } = request.params;
      await loadInventoryItem(deps, id);
      return (await listMovementsOfItem(deps.readDb, id)).map(toStockMovementDto);
    },
  );
}
