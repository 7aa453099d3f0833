import { CategoryRecord } from '@lavadero/contracts/migration-records';
import { categoryDecider } from '@lavadero/domain/catalog/category-decide';
import { toCategoryStreamId } from '@lavadero/domain/catalog/category-events';
import { DEFAULT_CATEGORIES } from '@lavadero/domain/catalog/default-categories';
import { listCategories } from '@lavadero/read-models/categories/categories.queries';
import { toCategoryDto } from '../../catalog/catalog-dto';
import { entityHandler } from './entity-handler';

const KEPT_BY_RESETS = new Set(DEFAULT_CATEGORIES.map((c) => c.categoryId));

export const categoriesHandler = entityHandler({
  entity: 'categories',
  exportAll: async (db) => (await listCategories(db)).map(toCategoryDto),
  schema: CategoryRecord,
  streamsOf: (c) => [toCategoryStreamId(c.id)],
  importRecord(ctx, { id: categoryId, createdAt, ...fields }) {
    const stream = toCategoryStreamId(categoryId);
    // The default categories outlive resets (the read model keeps them): all their history counts.
    const scope = KEPT_BY_RESETS.has(categoryId) ? 'all' : 'epoch';
    if (ctx.state(categoryDecider, stream, scope).status !== 'absent') return 'skipped';
    ctx.decide(categoryDecider, stream, scope, {
      type: 'CreateCategory',
      data: { ...fields, categoryId, now: createdAt ?? ctx.now },
    });
    return 'created';
  },
});
