import { UpdateStockBody } from '@lavadero/contracts/inventory';
import { IdParams } from '@lavadero/contracts/users';
import { inventoryItemDecider } from '@lavadero/domain/inventory/decide';
import { toInventoryItemStreamId } from '@lavadero/domain/inventory/events';
import { listMovementsOfItem } from '@lavadero/read-models/inventory/inventory.queries';
import type { FastifyInstance } from 'fastify';
import { parse } from '../http/parse';
import { actorOf } from '../plugins/commands';
import { toInventoryItemDto, toStockMovementDto } from './inventory-dto';
import { loadInventoryItem } from './load-inventory-item';

export async function stockRoutes(app: FastifyInstance) {
  /** "Actualizar Stock": adds or removes a quantity; answers the product as it is now. */
  app.put('/api/inventory/:id/stock', { config: { access: 'writer' } }, async (request) => {
    const { id } = parse(IdParams, request.params);
    const body = parse(UpdateStockBody, request.body);
    const actor = actorOf(request);
    await app.dispatch(actor, toInventoryItemStreamId(id), inventoryItemDecider, {
      type: 'AdjustStock',
      data: { ...body, userId: actor.userId, now: new Date().toISOString() },
    });
    return toInventoryItemDto(await loadInventoryItem(app, id));
  });

  /** A product's stock movements, newest first (for a history view; the screen does not show it yet). */
  app.get('/api/inventory/:id/movements', { config: { access: 'authenticated' } }, async (request) => {
    const { id } = parse(IdParams, request.params);
    await loadInventoryItem(app, id);
    return (await listMovementsOfItem(app.readDb, id)).map(toStockMovementDto);
  });
}
