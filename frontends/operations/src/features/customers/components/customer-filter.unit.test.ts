import type { CustomerDto } from '@lavadero/contracts/customers';
import { describe, expect, it } from 'vitest';
import { type CustomerFilters, filterCustomers } from './customer-filter';

const base: CustomerDto = {
  id: '1',
  nombre: 'Carlos Benítez',
  docTipo: 'CI',
  docNumero: '1.234.567',
  email: 'carlos@correo.com.py',
  telefono: '0981 123 456',
  direccion: null,
  regimenTurismo: false,
  pais: null,
  pasaporte: null,
  fechaIngreso: null,
  createdAt: '2026-11-21T12:00:00.000Z',
};
const customers: CustomerDto[] = [
  base,
  {
    ...base,
    id: '2',
    nombre: 'Transportes SA',
    docTipo: 'RUC',
    docNumero: '80028061-0',
    email: null,
    telefono: '021 555 000',
  },
  {
    ...base,
    id: '3',
    nombre: 'John Smith',
    docTipo: 'Pasaporte',
    docNumero: 'X123',
    email: 'john@mail.com',
    telefono: null,
    regimenTurismo: true,
  },
];
const all: CustomerFilters = { search: '', docTipo: 'all', onlyTourists: false };
const ids = (filters: Partial<CustomerFilters>) =>
  filterCustomers(customers, { ...all, ...filters }).map((c) => c.id);

describe('filterCustomers', () => {
  it('shows everyone without filters', () => {
    expect(ids({})).toEqual(['1', '2', '3']);
  });

  it('searches name (without accents), document, email and phone', () => {
    expect(ids({ search: 'benitez' })).toEqual(['1']);
    expect(ids({ search: '1234567' })).toEqual(['1']);
    expect(ids({ search: '80028061' })).toEqual(['2']);
    expect(ids({ search: 'JOHN@' })).toEqual(['3']);
    expect(ids({ search: '0981123' })).toEqual(['1']);
    expect(ids({ search: 'nadie' })).toEqual([]);
  });

  it('filters by document type and by tourists', () => {
    expect(ids({ docTipo: 'RUC' })).toEqual(['2']);
    expect(ids({ docTipo: 'Pasaporte' })).toEqual(['3']);
    expect(ids({ onlyTourists: true })).toEqual(['3']);
    expect(ids({ onlyTourists: true, docTipo: 'CI' })).toEqual([]);
  });
});
