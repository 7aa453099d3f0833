// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FormField } from './form-field';

afterEach(cleanup);

describe('FormField', () => {
  it('ties the control to its label, and marks it invalid with the message as its description', () => {
    render(
      <FormField id="placa" label="Placa" required error="La placa es obligatoria">
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Placa' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('placa-error');
    expect(screen.getByRole('alert').id).toBe('placa-error');
    expect(screen.getByRole('alert').textContent).toBe('La placa es obligatoria');
  });

  it('shows the hint while there is no error, and nothing marks the control invalid', () => {
    render(
      <FormField id="ruc" label="Número" hint="ej.: 80012345-6">
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Número' });
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('ej.: 80012345-6')).toBeTruthy();
  });
});
