import { CATEGORY_EVENT_TYPES, type CategoryEvent } from '@lavadero/domain/catalog/category-events';
import { assertNever } from '@lavadero/domain/shared/decider';
import { entityProjection } from '../entity-projection';
import type { CategoryRow } from './categories.table';

/** Pure: the category row after one event (null before the category exists). */
export function evolveCategoryRow(row: CategoryRow | null, event: CategoryEvent): CategoryRow | null {
  switch (event.type) {
    case 'CategoryCreated': {
      const { categoryId, createdAt, ...category } = event.data;
      return { id: categoryId, ...category, createdAt, updatedAt: createdAt };
    }
    case 'CategoryUpdated': {
      if (row === null) return null;
      const { categoryId: _, at, ...fields } = event.data;
      return { ...row, ...fields, updatedAt: at };
    }
    default:
      return assertNever(event);
  }
}

export const categoriesProjection = entityProjection({
  name: 'categories',
  table: 'categories',
  handles: CATEGORY_EVENT_TYPES,
  idOf: (event: CategoryEvent) => event.data.categoryId,
  evolve: evolveCategoryRow,
  creates: ['CategoryCreated'],
});
