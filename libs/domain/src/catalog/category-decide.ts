import { assertNever, type Decider, type Message } from '../shared/decider';
import { IllegalStateError, NotFoundError } from '../shared/errors';
import { type CategoryState, evolveCategory, initialCategoryState } from './category';
import type { CategoryEvent, CategoryFields } from './category-events';
import { catalogMessages } from './messages';

export type CreateCategory = Message<
  'CreateCategory',
  CategoryFields & { readonly categoryId: string; readonly now: string }
>;
/** An edit: fields not given keep their values. */
export type UpdateCategory = Message<
  'UpdateCategory',
  { readonly changes: Partial<CategoryFields>; readonly now: string }
>;

export type CategoryCommand = CreateCategory | UpdateCategory;

const FIELD_NAMES = ['nombre', 'descripcion', 'tipo', 'color', 'activa'] as const;

export function decideCategory(command: CategoryCommand, state: CategoryState): CategoryEvent[] {
  switch (command.type) {
    case 'CreateCategory': {
      if (state.status === 'present') {
        throw new IllegalStateError('CATEGORY_EXISTS', catalogMessages.categoryExists);
      }
      const { now, ...category } = command.data;
      return [{ type: 'CategoryCreated', data: { ...category, createdAt: now } }];
    }
    case 'UpdateCategory': {
      if (state.status === 'absent') {
        throw new NotFoundError('CATEGORY_NOT_FOUND', catalogMessages.categoryNotFound);
      }
      const { changes, now } = command.data;
      const next: CategoryFields = {
        nombre: changes.nombre ?? state.nombre,
        descripcion: changes.descripcion !== undefined ? changes.descripcion : state.descripcion,
        tipo: changes.tipo ?? state.tipo,
        color: changes.color ?? state.color,
        activa: changes.activa ?? state.activa,
      };
      // An edit that changes nothing appends nothing.
      if (FIELD_NAMES.every((name) => next[name] === state[name])) return [];
      return [{ type: 'CategoryUpdated', data: { categoryId: state.categoryId, ...next, at: now } }];
    }
    default:
      return assertNever(command);
  }
}

export const categoryDecider: Decider<CategoryState, CategoryCommand, CategoryEvent> = {
  initialState: initialCategoryState,
  evolve: evolveCategory,
  decide: decideCategory,
};
