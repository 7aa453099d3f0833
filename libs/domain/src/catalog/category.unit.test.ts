import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec';
import { categoryDecider } from './category-decide';
import type { CategoryCreated } from './category-events';
import { DEFAULT_CATEGORIES } from './default-categories';

const spec = deciderSpec(categoryDecider);
const categoryId = 'k-1';
const now = '2026-11-21T12:00:00.000Z';
const later = '2026-11-22T09:30:00.000Z';
const fields = {
  nombre: 'Detallado',
  descripcion: null,
  tipo: 'ambos' as const,
  color: '#112233',
  activa: true,
};
const created: CategoryCreated = { type: 'CategoryCreated', data: { categoryId, ...fields, createdAt: now } };

describe('category decider', () => {
  it('creates a category once', () => {
    spec
      .given([])
      .when({ type: 'CreateCategory', data: { categoryId, ...fields, now } })
      .then([created]);
    spec
      .given([created])
      .when({ type: 'CreateCategory', data: { categoryId, ...fields, now } })
      .thenThrows('CATEGORY_EXISTS');
  });

  it('an edit records the whole category; activa false is how a category is retired', () => {
    spec
      .given([created])
      .when({ type: 'UpdateCategory', data: { changes: { color: '#AABBCC', activa: false }, now: later } })
      .then([
        {
          type: 'CategoryUpdated',
          data: { categoryId, ...fields, color: '#AABBCC', activa: false, at: later },
        },
      ]);
  });

  it('an edit that changes nothing appends nothing', () => {
    spec
      .given([created])
      .when({ type: 'UpdateCategory', data: { changes: { ...fields }, now: later } })
      .then([]);
  });

  it('an unknown category cannot be edited', () => {
    spec
      .given([])
      .when({ type: 'UpdateCategory', data: { changes: {}, now } })
      .thenThrows('CATEGORY_NOT_FOUND');
  });

  it('the six default categories have distinct fixed ids and valid colours', () => {
    expect(DEFAULT_CATEGORIES.map((c) => c.nombre)).toEqual([
      'Básico',
      'Premium',
      'Motor',
      'Tapizado',
      'Encerado',
      'Ozono',
    ]);
    expect(new Set(DEFAULT_CATEGORIES.map((c) => c.categoryId)).size).toBe(6);
    for (const c of DEFAULT_CATEGORIES) expect(c.color).toMatch(/^#[0-9A-F]{6}$/);
  });
});
