// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../api/api-error';
import { FormField } from '../components/form-field';
import { useToast } from '../hooks/use-toast';
import { showServerErrors } from './server-errors';
import { useZodForm } from './use-zod-form';

afterEach(cleanup);

// A schema like those of libs/contracts: trims the typed text and upper-cases it on the way to the body.
const PlateBody = z.object({
  placa: z
    .string()
    .trim()
    .min(1, 'La placa es obligatoria')
    .transform((p) => p.toUpperCase()),
});

function PlateForm({ onValid }: { onValid: (body: { placa: string }) => unknown }) {
  const form = useZodForm(PlateBody, { defaultValues: { placa: '' }, onValid });
  return (
    <form onSubmit={form.submit} noValidate>
      <FormField control={form.control} name="placa" id="placa" label="Placa" required hint="ej.: ABC 123">
        {(aria, field) => <input {...aria} {...field} />}
      </FormField>
      <button type="submit">Guardar</button>
    </form>
  );
}

const taken = new ApiError(409, '409: ...', { code: 'PLATE_TAKEN', message: 'La placa ya está registrada' });

describe('useZodForm with FormField', () => {
  it('shows the hint, then the schema message under the field, tied to the control', async () => {
    const onValid = vi.fn();
    render(<PlateForm onValid={onValid} />);
    const input = screen.getByRole('textbox', { name: 'Placa' });
    expect(screen.getByText('ej.: ABC 123')).toBeTruthy();
    expect(input.hasAttribute('aria-invalid')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('La placa es obligatoria');
    expect(alert.id).toBe('placa-error');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('placa-error');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('clears the message as soon as the field is corrected, and sends the parsed body', async () => {
    const onValid = vi.fn();
    render(<PlateForm onValid={onValid} />);
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await screen.findByRole('alert');

    fireEvent.change(screen.getByRole('textbox', { name: 'Placa' }), { target: { value: ' abc 123 ' } });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ placa: 'ABC 123' }));
  });

  it('puts a server refusal under its field when the screen ties the code to it', async () => {
    function Refused() {
      const form = useZodForm(PlateBody, { defaultValues: { placa: 'X' }, onValid: () => {} });
      return (
        <form>
          <FormField control={form.control} name="placa" id="p" label="Placa">
            {(aria, field) => <input {...aria} {...field} />}
          </FormField>
          <button
            type="button"
            onClick={() => showServerErrors(form.setError, taken, { PLATE_TAKEN: 'placa' })}
          >
            Rechazar
          </button>
        </form>
      );
    }
    render(<Refused />);
    fireEvent.click(screen.getByRole('button', { name: 'Rechazar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('La placa ya está registrada');
  });

  it("tells the person when the save itself throws ('Error inesperado al procesar el formulario')", async () => {
    const toasts = renderHook(() => useToast());
    render(
      <PlateForm
        onValid={() => {
          throw new Error('bug');
        }}
      />,
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Placa' }), { target: { value: 'abc' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    });
    await waitFor(() =>
      expect(toasts.result.current.toasts[0]).toMatchObject({
        variant: 'destructive',
        description: 'Error inesperado al procesar el formulario',
      }),
    );
  });
});
