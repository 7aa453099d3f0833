// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { FormEvent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormDialog, FormDialogForm } from './form-dialog';

afterEach(cleanup);

function renderDialog({
  pending = false,
  onClose = () => {},
  onSubmit = (event: FormEvent) => event.preventDefault(),
} = {}) {
  render(
    <FormDialog pending={pending} onClose={onClose} title="Nuevo Cliente" description="Complete los datos.">
      <FormDialogForm onSubmit={onSubmit} pending={pending} spinner submitLabel="Crear Cliente">
        <input aria-label="Nombre" />
      </FormDialogForm>
    </FormDialog>,
  );
}

describe('FormDialog', () => {
  it('shows the title, the description, the fields and the two buttons', () => {
    const onSubmit = vi.fn((event: FormEvent) => event.preventDefault());
    renderDialog({ onSubmit });
    expect(screen.getByRole('dialog', { name: 'Nuevo Cliente' })).toBeTruthy();
    expect(screen.getByText('Complete los datos.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Crear Cliente' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it("closes through 'Cancelar'", () => {
    const onClose = vi.fn();
    renderDialog({ onClose });
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("while saving, reads 'Guardando...' and neither button works", () => {
    renderDialog({ pending: true });
    const save = screen.getByRole('button', { name: 'Guardando...' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Cancelar' }) as HTMLButtonElement).disabled).toBe(true);
    expect(save.querySelector('svg.animate-spin')).not.toBeNull();
  });
});
