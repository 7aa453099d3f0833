// @vitest-environment happy-dom

import { DEFAULT_CUSTOMER } from '@lavadero/contracts/customers';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CustomerPicker, matchCustomers, SHOWN_CUSTOMERS } from './customer-picker';

afterEach(cleanup);

const customer = (id: string, nombre: string, docNumero: string, regimenTurismo = false) => ({
  id,
  nombre,
  docNumero,
  regimenTurismo,
});
const customers = [
  customer('1', 'María Benítez', '1.234.567'),
  customer('2', 'Mario Gómez', '7654321'),
  customer('3', 'John Smith', 'AB123', true),
];

describe('matchCustomers', () => {
  it('finds by name without accents or by document without separators', () => {
    expect(matchCustomers(customers, 'benitez').map((c) => c.id)).toEqual(['1']);
    expect(matchCustomers(customers, '1234567').map((c) => c.id)).toEqual(['1']);
    expect(matchCustomers(customers, 'mari').map((c) => c.id)).toEqual(['1', '2']);
    expect(matchCustomers(customers, '')).toHaveLength(3);
  });
});

describe('CustomerPicker', () => {
  it('chooses with the keyboard: type, arrow down, Enter', () => {
    const onChange = vi.fn();
    render(<CustomerPicker customers={customers} value="" onChange={onChange} />);
    const search = screen.getByRole('combobox', { name: 'Buscar cliente' });
    fireEvent.change(search, { target: { value: 'mari' } });
    expect(screen.getAllByRole('option')).toHaveLength(2);
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith(customers[1]);
  });

  it('shows the chosen customer with the tourist mark, and only that when disabled', () => {
    render(<CustomerPicker customers={customers} value="3" onChange={() => {}} disabled />);
    expect(screen.getByTestId('selected-customer').textContent).toBe('Cliente: John Smith (AB123)Turista');
    expect((screen.getByRole('combobox', { name: 'Buscar cliente' }) as HTMLInputElement).disabled).toBe(
      true,
    );
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('lists the first matches of a long list and asks to type more', () => {
    const many = Array.from({ length: SHOWN_CUSTOMERS + 5 }, (_, i) =>
      customer(`${i}`, `Cliente ${i}`, `${i}`),
    );
    render(<CustomerPicker customers={many} value="" onChange={() => {}} />);
    expect(screen.getAllByRole('option')).toHaveLength(SHOWN_CUSTOMERS);
    expect(screen.getByRole('listbox').textContent).toContain(
      `Mostrando ${SHOWN_CUSTOMERS} de ${SHOWN_CUSTOMERS + 5} clientes`,
    );
  });

  it("shows Cliente General without its placeholder document '0'", () => {
    const general = customer(DEFAULT_CUSTOMER.id, DEFAULT_CUSTOMER.nombre, DEFAULT_CUSTOMER.docNumero);
    render(<CustomerPicker customers={[general, ...customers]} value={general.id} onChange={() => {}} />);
    expect(screen.getAllByRole('option')[0]?.textContent).toBe('Cliente General');
    expect(screen.getAllByRole('option')[1]?.textContent).toBe('María Benítez · 1.234.567');
    expect(screen.getByTestId('selected-customer').textContent).toBe('Cliente: Cliente General');
  });
});
