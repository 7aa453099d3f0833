// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SelectFormField } from './select-form-field';

afterEach(cleanup);

type Values = { plan: 'basic' | 'pro'; limit: string; vehicleId: string };
const PLANS = [
  { value: 'basic', label: 'Básico' },
  { value: 'pro', label: 'Profesional' },
] as const;

function chooseOption(trigger: HTMLElement, label: string) {
  fireEvent.keyDown(trigger, { key: 'Enter' });
  fireEvent.click(screen.getByRole('option', { name: label }));
}

/** A form of two select fields; `onForm` hands the test the form to read and set errors on. */
function Harness({
  onForm,
  onPlan,
}: {
  onForm: (form: UseFormReturn<Values>) => void;
  onPlan?: (plan: Values['plan']) => void;
}) {
  const form = useForm<Values>({ defaultValues: { plan: 'basic', limit: '200', vehicleId: '' } });
  onForm(form);
  return (
    <form>
      <SelectFormField
        control={form.control}
        name="plan"
        id="plan"
        label="Plan de suscripción"
        required
        options={PLANS}
        onValueChange={onPlan}
      />
      <SelectFormField
        control={form.control}
        name="vehicleId"
        id="vehicle"
        label="Vehículo"
        options={[{ value: 'v1', label: 'ABC123 - Toyota Corolla' }]}
        placeholder="Seleccione un vehículo"
        disabled
      />
    </form>
  );
}

function renderForm(onPlan?: (plan: Values['plan']) => void) {
  let form: UseFormReturn<Values> | undefined;
  render(
    <Harness
      onForm={(f) => {
        form = f;
      }}
      onPlan={onPlan}
    />,
  );
  if (!form) throw new Error('the form did not render');
  return form;
}

describe('SelectFormField', () => {
  it('names the select by its label and shows the value, or the placeholder while nothing is chosen', () => {
    renderForm();
    expect(screen.getByRole('combobox', { name: 'Plan de suscripción' }).textContent).toBe('Básico');
    const vehicle = screen.getByRole('combobox', { name: 'Vehículo' }) as HTMLButtonElement;
    expect(vehicle.textContent).toBe('Seleccione un vehículo');
    expect(vehicle.disabled).toBe(true);
  });

  it('puts the chosen value in the form, then tells the screen', () => {
    const onPlan = vi.fn();
    const form = renderForm(onPlan);
    chooseOption(screen.getByRole('combobox', { name: 'Plan de suscripción' }), 'Profesional');
    expect(form.getValues('plan')).toBe('pro');
    expect(onPlan).toHaveBeenCalledWith('pro');
    expect(screen.getByRole('combobox', { name: 'Plan de suscripción' }).textContent).toBe('Profesional');
  });

  it('shows the field’s message under it and points the select at it', () => {
    const form = renderForm();
    act(() => form.setError('plan', { message: 'Seleccione un plan' }));
    const trigger = screen.getByRole('combobox', { name: 'Plan de suscripción' });
    expect(trigger.getAttribute('aria-invalid')).toBe('true');
    expect(trigger.getAttribute('aria-describedby')).toBe('plan-error');
    expect(screen.getByRole('alert').textContent).toBe('Seleccione un plan');
  });
});
