import type { CategoryEvent } from '@lavadero/domain/catalog/category-events';
import { describe, expect, it } from 'vitest';
import { evolveCategoryRow } from './categories.projection';

const at = '2026-11-21T12:00:00.000Z';
const later = '2026-11-22T08:00:00.000Z';
const fields = {
  nombre: 'Motor',
  descripcion: null,
  tipo: 'servicios' as const,
  color: '#F97316',
  activa: true,
};
const created: CategoryEvent = {
  type: 'CategoryCreated',
  data: { categoryId: 'k-1', ...fields, createdAt: at },
};

describe('categories read model', () => {
  it('a new category is a row with its fields', () => {
    expect(evolveCategoryRow(null, created)).toEqual({ id: 'k-1', ...fields, createdAt: at, updatedAt: at });
  });

  it('an edit replaces the fields, activa included', () => {
    const row = evolveCategoryRow(evolveCategoryRow(null, created), {
      type: 'CategoryUpdated',
      data: { categoryId: 'k-1', ...fields, activa: false, color: '#000000', at: later },
    });
    expect(row).toMatchObject({ activa: false, color: '#000000', createdAt: at, updatedAt: later });
  });

  it('ignores an edit of a category it has not seen created', () => {
    expect(
      evolveCategoryRow(null, { type: 'CategoryUpdated', data: { categoryId: 'k-9', ...fields, at } }),
    ).toBeNull();
  });
});
