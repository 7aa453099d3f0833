import { randomUUID } from 'node:crypto';
import { CreateCategoryBody, UpdateCategoryBody } from '@lavadero/contracts/catalog';
import { IdParams } from '@lavadero/contracts/users';
import { categoryDecider } from '@lavadero/domain/catalog/category-decide';
import { toCategoryStreamId } from '@lavadero/domain/catalog/category-events';
import { catalogMessages } from '@lavadero/domain/catalog/messages';
import { NotFoundError } from '@lavadero/domain/shared/errors';
import { findCategoryById, listCategories } from '@lavadero/read-models/categories/categories.queries';
import type { FastifyInstance } from 'fastify';
import { parse } from '../http/parse';
import { actorOf } from '../plugins/commands';
import { toCategoryDto } from './catalog-dto';

async function loadCategory(app: FastifyInstance, id: string) {
  const row = await findCategoryById(app.readDb, id);
  if (!row) throw new NotFoundError('CATEGORY_NOT_FOUND', catalogMessages.categoryNotFound);
  return toCategoryDto(row);
}

/**
 * GET/POST /api/categories and PUT /api/categories/{id}. The spec names the entity but no calls;
 * there is no DELETE: `activa: false` retires a category and keeps its history.
 */
export async function categoryRoutes(app: FastifyInstance) {
  app.get('/api/categories', { config: { access: 'authenticated' } }, async () =>
    (await listCategories(app.readDb)).map(toCategoryDto),
  );

  app.post('/api/categories', { config: { access: 'writer' } }, async (request, reply) => {
    const fields = parse(CreateCategoryBody, request.body);
    const categoryId = randomUUID();
    await app.dispatch(actorOf(request), toCategoryStreamId(categoryId), categoryDecider, {
      type: 'CreateCategory',
      data: { categoryId, ...fields, now: new Date().toISOString() },
    });
    return reply.status(201).send(await loadCategory(app, categoryId));
  });

  app.put('/api/categories/:id', { config: { access: 'writer' } }, async (request) => {
    const { id } = parse(IdParams, request.params);
    const changes = parse(UpdateCategoryBody, request.body);
    await app.dispatch(actorOf(request), toCategoryStreamId(id), categoryDecider, {
      type: 'UpdateCategory',
      data: { changes, now: new Date().toISOString() },
    });
    return loadCategory(app, id);
  });
}
