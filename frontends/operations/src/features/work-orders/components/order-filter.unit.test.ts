import type { WorkOrderDto } from '@lavadero/contracts/work-orders';
import { describe, expect, it } from 'vitest';
import { filterOrders, isFiltered, NO_ORDER_FILTERS } from './order-filter';

const order = (numero: number, fields: Partial<WorkOrderDto>): WorkOrderDto => ({
  id: `00000000-0000-4000-8000-${String(numero).padStart(12, '0')}`,
  numero,
  estado: 'recibido',
  customerId: 'c',
  customerNombre: 'Carlos Benítez',
  customerDocNumero: '1234567',
  customerTelefono: null,
  vehicleId: 'v',
  vehiclePlaca: 'ABC 789',
  vehicleMarca: 'Toyota',
  vehicleModelo: 'Corolla',
  vehicleColor: 'Blanco',
  fechaEntrada: '2026-11-25T12:00:00.000Z',
  createdAt: '2026-11-25T12:00:00.000Z',
  fechaInicio: null,
  fechaFin: null,
  fechaEntrega: null,
  observaciones: null,
  total: 50_000,
  items: [],
  facturada: false,
  saleId: null,
  numeroFactura: null,
  ...fields,
});

const orders = [
  order(1, {}),
  order(12, { customerNombre: 'María González', vehiclePlaca: 'XYZ-987', estado: 'terminado' }),
  order(13, { customerNombre: 'Ana Ruiz', vehiclePlaca: 'BCD 456', estado: 'entregado' }),
];
const numbers = (search: string, estado = NO_ORDER_FILTERS.estado) =>
  filterOrders(orders, { search, estado }).map((o) => o.numero);

describe('filterOrders', () => {
  it('lists everything without filters', () => {
    expect(numbers('')).toEqual([1, 12, 13]);
    expect(isFiltered(NO_ORDER_FILTERS)).toBe(false);
  });

  it('finds an order by its exact number, with or without #', () => {
    expect(numbers('12')).toEqual([12]);
    expect(numbers('#1')).toEqual([1]);
  });

  it('finds by customer name without minding accents or case', () => {
    expect(numbers('benitez')).toEqual([1]);
    expect(numbers('GONZÁLEZ')).toEqual([12]);
  });

  it('finds by plate without minding spaces, dashes or case', () => {
    expect(numbers('xyz987')).toEqual([12]);
    expect(numbers('abc-789')).toEqual([1]);
  });

  it('keeps one estado', () => {
    expect(numbers('', 'terminado')).toEqual([12]);
    expect(numbers('ana', 'terminado')).toEqual([]);
    expect(isFiltered({ search: '', estado: 'entregado' })).toBe(true);
  });
});
