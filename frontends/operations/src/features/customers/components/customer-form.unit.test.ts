import type { CustomerDto } from '@lavadero/contracts/customers';
import { describe, expect, it } from 'vitest';
import { customerToForm, EMPTY_CUSTOMER_FORM, validateCustomerForm } from './customer-form';
import { validateVehicleForm, vehicleToForm } from './vehicle-form';

describe('customer form', () => {
  it('shows the spec messages under the fields', () => {
    const { body, errors } = validateCustomerForm({
      ...EMPTY_CUSTOMER_FORM,
      email: 'mal',
      regimenTurismo: true,
      pais: 'Brasil',
    });
    expect(body).toBeNull();
    expect(errors).toEqual({
      nombre: 'El nombre es obligatorio',
      docNumero: 'El número de documento es obligatorio',
      email: 'Email inválido',
      pasaporte: 'Para régimen turismo es obligatorio país, pasaporte y fecha de ingreso',
    });
  });

  it('sends empty texts as null and leaves an empty entry date out', () => {
    const { body } = validateCustomerForm({ ...EMPTY_CUSTOMER_FORM, nombre: 'Ana', docNumero: '123' });
    expect(body).toMatchObject({ nombre: 'Ana', email: null, telefono: null, regimenTurismo: false });
    expect(JSON.parse(JSON.stringify(body))).not.toHaveProperty('fechaIngreso');
  });

  it('round-trips a stored customer', () => {
    const customer: CustomerDto = {
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
    expect(validateCustomerForm(customerToForm(customer)).body).toMatchObject({
      regimenTurismo: true,
      pais: 'Chile',
      fechaIngreso: '2026-11-18',
    });
  });
});

describe('vehicle form', () => {
  const customerId = '5b0c7a4e-3f7e-4c1e-9d1a-2f6f2b7c9a10';

  it('shows the spec messages under the fields', () => {
    expect(validateVehicleForm(vehicleToForm(customerId, null)).errors).toEqual({
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
    expect(validateVehicleForm(form).body).toMatchObject({ placa: 'ABC 123', observaciones: null });
  });
});
