import { CustomerBody, type CustomerDto, VehicleBody } from '@lavadero/contracts/customers';
import { firstIssuePerField } from '@lavadero/ui/forms/field-issues';
import { describe, expect, it } from 'vitest';
import { type CustomerForm, customerToForm, EMPTY_CUSTOMER_FORM } from './customer-form';
import { type VehicleForm, vehicleToForm } from './vehicle-form';

// What the dialogs' resolver does with the values: the shared schema's body, or its messages per field.
const customer = (form: CustomerForm) => CustomerBody.safeParse(form);
const vehicle = (form: VehicleForm) => VehicleBody.safeParse(form);
const errorsOf = (result: { error?: { issues: readonly { path: PropertyKey[]; message: string }[] } }) =>
  firstIssuePerField(result.error?.issues ?? []);

describe('customer form', () => {
  it('shows the spec messages under the fields', () => {
    const result = customer({ ...EMPTY_CUSTOMER_FORM, email: 'mal', regimenTurismo: true, pais: 'Brasil' });
    expect(result.success).toBe(false);
    expect(errorsOf(result)).toEqual({
      nombre: 'El nombre es obligatorio',
      docNumero: 'El número de documento es obligatorio',
      email: 'Email inválido',
      pasaporte: 'Para régimen turismo es obligatorio país, pasaporte y fecha de ingreso',
    });
  });

  it('sends empty texts as null and leaves an empty entry date out', () => {
    const body = customer({ ...EMPTY_CUSTOMER_FORM, nombre: 'Ana', docNumero: '123' }).data;
    expect(body).toMatchObject({ nombre: 'Ana', email: null, telefono: null, regimenTurismo: false });
    expect(JSON.parse(JSON.stringify(body))).not.toHaveProperty('fechaIngreso');
  });

  it('round-trips a stored customer', () => {
    const stored: CustomerDto = {
      id: 'c',
      nombre: 'John',
      docTipo: 'Pasaporte',
      docNumero: 'X1',
      email: null,
      telefono: null,
      direccion: null,
      regimenTurismo: true,
      pais: 'Chile',
      pasaporte: 'X1',
      fechaIngreso: '2026-11-18',
      createdAt: '2026-11-21T12:00:00.000Z',
    };
    expect(customer(customerToForm(stored)).data).toMatchObject({
      regimenTurismo: true,
      pais: 'Chile',
      fechaIngreso: '2026-11-18',
    });
  });
});

describe('vehicle form', () => {
  const customerId = '5b0c7a4e-3f7e-4c1e-9d1a-2f6f2b7c9a10';

  it('shows the spec messages under the fields', () => {
    expect(errorsOf(vehicle(vehicleToForm(customerId, null)))).toEqual({
      placa: 'La placa es obligatoria',
      marca: 'La marca es obligatoria',
      modelo: 'El modelo es obligatorio',
      color: 'El color es obligatorio',
    });
  });

  it('normalises the plate', () => {
    const form = {
      ...vehicleToForm(customerId, null),
      placa: ' abc 123',
      marca: 'Kia',
      modelo: 'Rio',
      color: 'Rojo',
    };
    expect(vehicle(form).data).toMatchObject({ placa: 'ABC 123', observaciones: null });
  });
});
