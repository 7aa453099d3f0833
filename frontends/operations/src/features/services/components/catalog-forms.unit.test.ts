import { CreateComboBody, CreateServiceBody, type ServiceDto } from '@lavadero/contracts/catalog';
import { firstIssuePerField } from '@lavadero/ui/forms/field-issues';
import { describe, expect, it } from 'vitest';
import {
  type ComboFormValues,
  emptyComboForm,
  offeredServices,
  sumOfServices,
  toggleService,
} from './combo-form';
import { emptyServiceForm, type ServiceFormValues, serviceToForm } from './service-form';

// What the dialogs' resolver does with the values: the shared schema's body, or its messages per field.
function check<T>(result: {
  success: boolean;
  data?: T;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return result.success
    ? { ok: true, body: result.data }
    : { ok: false, errors: firstIssuePerField(result.error?.issues ?? []) };
}
const validateServiceForm = (values: ServiceFormValues) => check(CreateServiceBody.safeParse(values));
const validateComboForm = (values: ComboFormValues) => check(CreateComboBody.safeParse(values));

const at = '2026-11-21T12:00:00.000Z';
const ids = ['7d5c3a4e-1f2b-4c3d-9e8f-0a1b2c3d4e5f', '0b9a8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d'] as const;
const service = (id: string, precio: number, activo = true): ServiceDto => ({
  id,
  nombre: `S ${precio}`,
  descripcion: null,
  precio,
  duracionMin: 30,
  categoria: 'basico',
  activo,
  createdAt: at,
  updatedAt: at,
});

describe('service form', () => {
  it('starts with 30 minutes and category basico', () => {
    expect(emptyServiceForm()).toMatchObject({ duracionMin: '30', categoria: 'basico', activo: true });
  });

  it('reads a thousands-dot price and shows a stored one the same way', () => {
    const ok = validateServiceForm({ ...emptyServiceForm(), nombre: 'Lavado', precio: '35.000' });
    expect(ok).toEqual({
      ok: true,
      body: {
        nombre: 'Lavado',
        descripcion: null,
        precio: 35000,
        duracionMin: 30,
        categoria: 'basico',
        activo: true,
      },
    });
    expect(serviceToForm(service(ids[0], 1250000)).precio).toBe('1.250.000');
  });

  it('gives the Spanish message of each wrong field', () => {
    const result = validateServiceForm({ ...emptyServiceForm(), precio: '-1', duracionMin: '0' });
    expect(result).toEqual({
      ok: false,
      errors: {
        nombre: 'El nombre del servicio es obligatorio',
        precio: 'El precio no puede ser negativo',
        duracionMin: 'La duración debe ser mayor a 0 minutos',
      },
    });
  });
});

describe('combo form', () => {
  it('needs at least two services', () => {
    const result = validateComboForm({
      ...emptyComboForm(),
      nombre: 'Combo',
      precioTotal: '50.000',
      serviceIds: [ids[0]],
    });
    expect(result).toEqual({
      ok: false,
      errors: { serviceIds: 'Un combo debe incluir al menos 2 servicios' },
    });
    const ok = validateComboForm({
      ...emptyComboForm(),
      nombre: 'Combo',
      precioTotal: '50.000',
      serviceIds: [...ids],
    });
    expect(ok).toMatchObject({ ok: true, body: { precioTotal: 50000 } });
  });

  it('keeps the order services were ticked in and sums their prices', () => {
    let selected = toggleService([], ids[1], true);
    selected = toggleService(selected, ids[0], true);
    expect(selected).toEqual([ids[1], ids[0]]);
    const all = [service(ids[0], 35000), service(ids[1], 50000), service('x', 9, false)];
    expect(sumOfServices(all, selected)).toBe(85000);
    expect(toggleService(selected, ids[1], false)).toEqual([ids[0]]);
  });

  it('offers the active services and the inactive ones already in the combo', () => {
    const all = [service(ids[0], 1), service(ids[1], 2, false), service('z', 3, false)];
    expect(offeredServices(all, [ids[1]]).map((s) => s.id)).toEqual([ids[0], ids[1]]);
  });
});
