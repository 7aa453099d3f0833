import { RecordIdParams } from '@lavadero/contracts/building-blocks';
import { CategoryDto, CreateCategoryBody, UpdateCategoryBody } from '@lavadero/contracts/catalog';
import { categoryDecider } from '@lavadero/domain/catalog/category-decide';
import { toCategoryStreamId } from '@lavadero/domain/catalog/category-events';
import { catalogMessages } from '@lavadero/domain/catalog/messages';
import { NotFoundError } from '@lavadero/domain/shared/errors';
import { findCategoryById, listCategories } from '@lavadero/read-models/categories/categories.queries';
import type { ReadModelDb } from '@lavadero/read-models/database';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../plugins/commands';
import { nowIso } from '../plugins/write-deps';
import { toCategoryDto } from './catalog-dto';

async function loadCategory(readDb: ReadModelDb, id: string) {
  const row = await findCategoryById(readDb, id);
  if (!row) throw new NotFoundError('CATEGORY_NOT_FOUND', catalogMessages.categoryNotFound);
  return toCategoryDto(row);
}

const tags = ['Categorías'];

/**
 * GET/POST /api/categories and PUT /api/categories/{id}. The spec names the entity but no calls;
 * there is no DELETE: `activa: false` retires a category and keeps its history.
 */
export async function categoryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    '/api/categories',
    { config: { access: 'authenticated' }, schema: { tags, response: { 200: z.array(CategoryDto) } } },
    async () => (await listCategories(deps.readDb)).map(toCategoryDto),
  );

  app.post(
    '/api/categories',
    {
      config: { access: 'catalog.edit' },
      schema: { tags, body: CreateCategoryBody, response: { 201: CategoryDto } },
    },
    async (request, reply) => {
      const categoryId = deps.ids.newId();
      await deps.dispatch(
        actorOf(request),
        toCategoryStreamId(categoryId),
        categoryDecider,
        {
          type: 'CreateCategory',
          data: { categoryId, ...request.body, now: nowIso(deps) },
        },
        { expectNew: true },
      );
      return reply.status(201).send(await loadCategory(deps.readDb, categoryId));
    },
  );

  app.put(
    '/api/categories/:id',
    {
      config: { access: 'catalog.edit' },
      schema: { tags, params: RecordIdParams, body: UpdateCategoryBody, response: { 200: CategoryDto } },
    },
    async (request) => {
      const { id } = request.params;
      await deps.dispatch(actorOf(request), toCategoryStreamId(id), categoryDecider, {
        type: 'UpdateCategory',
        data: { changes: request.body, now: nowIso(deps) },
      });
      return loadCategory(deps.readDb, id);
    },
  );
}
