// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppErrorBoundary } from './app-error-boundary';

function Broken(): never {
  const error = new Error('No se pudo leer la configuración');
  error.stack = `Error: No se pudo leer la configuración\n${'    at componente (app.js:1:1)\n'.repeat(20)}`;
  throw error;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('AppErrorBoundary', () => {
  it('shows the error screen with the message, the start of the stack and a reload button', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });

    const { container } = render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );

    expect(screen.getByText('Algo salió mal')).toBeTruthy();
    expect(screen.getByText('Ocurrió un error inesperado. Por favor, recarga la página.')).toBeTruthy();
    expect(screen.getByText('No se pudo leer la configuración')).toBeTruthy();
    const stack = container.querySelector('pre')?.textContent ?? '';
    expect(stack.startsWith('Error: No se pudo leer la configuración')).toBe(true);
    expect(stack).toHaveLength(200);

    fireEvent.click(screen.getByRole('button', { name: 'Recargar página' }));
    expect(reload).toHaveBeenCalled();
  });

  it('renders its children when nothing fails', () => {
    render(
      <AppErrorBoundary>
        <p>Todo bien</p>
      </AppErrorBoundary>,
    );
    expect(screen.getByText('Todo bien')).toBeTruthy();
  });
});
