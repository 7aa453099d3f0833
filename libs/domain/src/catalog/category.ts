import { assertNever } from '../shared/decider';
import type { CategoryEvent, CategoryFields } from './category-events';

export type CategoryState =
  | { readonly status: 'absent' }
  | ({ readonly status: 'present'; readonly categoryId: string } & CategoryFields);

export const initialCategoryState = (): CategoryState => ({ status: 'absent' });

export function evolveCategory(state: CategoryState, event: CategoryEvent): CategoryState {
  switch (event.type) {
    case 'CategoryCreated': {
      const { createdAt: _, ...category } = event.data;
      return { status: 'present', ...category };
    }
    case 'CategoryUpdated': {
      if (state.status === 'absent') return state;
      const { at: _, ...fields } = event.data;
      return { ...state, ...fields };
    }
    default:
      return assertNever(event);
  }
}
