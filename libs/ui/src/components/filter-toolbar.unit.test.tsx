// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilterToolbar } from './filter-toolbar';

afterEach(cleanup);

function chooseOption(trigger: HTMLElement, label: string) {
  fireEvent.keyDown(trigger, { key: 'Enter' });
  fireEvent.click(screen.getByRole('option', { name: label }));
}

type Filters = { search: string; role: 'all' | 'admin'; status: 'all' | 'active' | 'blocked' };
const filters: Filters = { search: 'ana', role: 'all', status: 'all' };

function renderToolbar(onChange: (next: Filters) => void = () => {}) {
  render(
    <FilterToolbar
      filters={filters}
      onChange={onChange}
      search={{ label: 'Buscar usuarios', placeholder: 'Buscar por usuario...' }}
      selects={[
        {
          name: 'role',
          label: 'Filtrar por rol',
          options: [
            { value: 'all', label: 'Todos' },
            { value: 'admin', label: 'Admin' },
          ],
        },
        {
          name: 'status',
          label: 'Filtrar por estado',
          options: [
            { value: 'all', label: 'Todos' },
            { value: 'active', label: 'Activos' },
            { value: 'blocked', label: 'Bloqueados' },
          ],
        },
      ]}
    >
      <label>
        <input type="checkbox" /> Mostrar inactivos
      </label>
    </FilterToolbar>,
  );
}

describe('FilterToolbar', () => {
  it('shows the search text and each filter by its name, then what the screen adds', () => {
    renderToolbar();
    const search = screen.getByRole('searchbox', { name: 'Buscar usuarios' }) as HTMLInputElement;
    expect(search.value).toBe('ana');
    expect(search.placeholder).toBe('Buscar por usuario...');
    expect(screen.getByRole('combobox', { name: 'Filtrar por rol' }).textContent).toBe('Todos');
    expect(screen.getByRole('combobox', { name: 'Filtrar por estado' }).textContent).toBe('Todos');
    expect(screen.getByRole('checkbox', { name: 'Mostrar inactivos' })).toBeTruthy();
  });

  it('hands back the whole set with the typed search', () => {
    const onChange = vi.fn();
    renderToolbar(onChange);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar usuarios' }), {
      target: { value: 'luis' },
    });
    expect(onChange).toHaveBeenCalledWith({ search: 'luis', role: 'all', status: 'all' });
  });

  it('hands back the whole set with the one filter that was chosen', () => {
    const onChange = vi.fn();
    renderToolbar(onChange);
    chooseOption(screen.getByRole('combobox', { name: 'Filtrar por estado' }), 'Bloqueados');
    expect(onChange).toHaveBeenCalledWith({ search: 'ana', role: 'all', status: 'blocked' });
  });
});
