import { categoryDecider } from '@lavadero/domain/catalog/category-decide';
import { toCategoryStreamId } from '@lavadero/domain/catalog/category-events';
import { DEFAULT_CATEGORIES } from '@lavadero/domain/catalog/default-categories';
import { nowIso, type WriteDeps } from '../plugins/write-deps';

/**
 * Seeds the six default categories on the first start. Each has a fixed id, and creating it appends
 * with 'no_stream' (the stream is new), so it happens exactly once: a later start, or a second
 * instance starting at the same time, finds the stream there and the decider refuses to create it
 * again. A category edited or retired since keeps the edit.
 */
export async function bootstrapDefaultCategories(deps: WriteDeps): Promise<void> {
  const now = nowIso(deps);
  for (const { categoryId, ...fields } of DEFAULT_CATEGORIES) {
    try {
      await deps.dispatch(
        { userId: null, correlationId: 'bootstrap-categories' },
        toCategoryStreamId(categoryId),
        categoryDecider,
        { type: 'CreateCategory', data: { categoryId, ...fields, now } },
      );
    } catch (error) {
      if ((error as { code?: string }).code !== 'CATEGORY_EXISTS') throw error;
    }
  }
}
