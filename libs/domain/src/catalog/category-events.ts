import type { Message } from '../shared/decider';

/** What a category groups: services, products, or both (spec 2 §3). */
export const CATEGORY_TYPES = ['servicios', 'productos', 'ambos'] as const;
export type CategoryType = (typeof CATEGORY_TYPES)[number];

export interface CategoryFields {
  readonly nombre: string;
  readonly descripcion: string | null;
  readonly tipo: CategoryType;
  /** '#RRGGBB'. */
  readonly color: string;
  readonly activa: boolean;
}

export type CategoryCreated = Message<
  'CategoryCreated',
  CategoryFields & { readonly categoryId: string; readonly createdAt: string }
>;
/** Carries the whole set of fields after the edit (activa included: a category has no delete call). */
export type CategoryUpdated = Message<
  'CategoryUpdated',
  CategoryFields & { readonly categoryId: string; readonly at: string }
>;

export type CategoryEvent = CategoryCreated | CategoryUpdated;

export const CATEGORY_EVENT_TYPES: readonly CategoryEvent['type'][] = ['CategoryCreated', 'CategoryUpdated'];

export const toCategoryStreamId = (categoryId: string) => `category-${categoryId}`;
