import { RecordIdParams } from '@lavadero/contracts/building-blocks';
import {
  InventoryItemDto,
  ReceiveStockBody,
  StockMovementDto,
  UpdateStockBody,
} from '@lavadero/contracts/inventory';
import type { InventoryItemCommand } from '@lavadero/domain/inventory/commands';
import { toInventoryItemStreamId } from '@lavadero/domain/inventory/events';
import { inventoryItemDecider } from '@lavadero/domain/inventory/inventory-item-decide';
import { listMovementsOfItem } from '@lavadero/read-models/inventory/inventory.queries';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Actor, actorOf } from '../plugins/commands';
import { nowIso } from '../plugins/write-deps';
import { toInventoryItemDto, toStockMovementDto } from './inventory-dto';
import { loadInventoryItem } from './load-inventory-item';

const tags = ['Inventario'];

export async function stockRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  /** A stock movement on the product (its stream read as its last event of each type); the product now. */
  const moveStock = async (
    id: string,
    actor: Actor,
    command: (stamp: { userId: string | null; now: string }) => InventoryItemCommand,
  ) => {
    const stamp = { userId: actor.userId, now: nowIso(deps) };
    await deps.dispatch(actor, toInventoryItemStreamId(id), inventoryItemDecider, command(stamp), {
      lastOfEachType: true,
    });
    return toInventoryItemDto(await loadInventoryItem(deps, id));
  };

  /** "Actualizar Stock": a correction that adds or removes a quantity; answers the product as it is now. */
  app.put(
    '/api/inventory/:id/stock',
    {
      config: { access: 'inventory.correct' },
      schema: { tags, params: RecordIdParams, body: UpdateStockBody, response: { 200: InventoryItemDto } },
    },
    (request) =>
      moveStock(request.params.id, actorOf(request), (stamp) => ({
        type: 'AdjustStock',
        data: { ...request.body, ...stamp },
      })),
  );

  /** "Recibir Mercadería": goods received, with their reason; the one stock entry a cashier records. */
  app.post(
    '/api/inventory/:id/receipts',
    {
      config: { access: 'inventory.receive', createdUnder: '/api/inventory' },
      schema: { tags, params: RecordIdParams, body: ReceiveStockBody, response: { 200: InventoryItemDto } },
    },
    (request) =>
      moveStock(request.params.id, actorOf(request), (stamp) => ({
        type: 'ReceiveStock',
        data: { ...request.body, ...stamp },
      })),
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
