import { describe, expect, it } from 'vitest';
import { reducer, TOAST_LIMIT, type ToasterToast } from './use-toast';

const make = (id: string): ToasterToast => ({ id, title: `toast ${id}`, open: true });

describe('toast store', () => {
  it('keeps only one toast: a new one replaces the visible one', () => {
    expect(TOAST_LIMIT).toBe(1);
    let state = reducer({ toasts: [] }, { type: 'ADD_TOAST', toast: make('1') });
    state = reducer(state, { type: 'ADD_TOAST', toast: make('2') });
    expect(state.toasts.map((t) => t.id)).toEqual(['2']);
  });

  it('closes a dismissed toast and removes it later', () => {
    let state = reducer({ toasts: [] }, { type: 'ADD_TOAST', toast: make('3') });
    state = reducer(state, { type: 'DISMISS_TOAST', toastId: '3' });
    expect(state.toasts[0]?.open).toBe(false);
    state = reducer(state, { type: 'REMOVE_TOAST', toastId: '3' });
    expect(state.toasts).toEqual([]);
  });

  it('updates a toast in place', () => {
    let state = reducer({ toasts: [] }, { type: 'ADD_TOAST', toast: make('4') });
    state = reducer(state, { type: 'UPDATE_TOAST', toast: { id: '4', title: 'nuevo' } });
    expect(state.toasts[0]?.title).toBe('nuevo');
  });
});
