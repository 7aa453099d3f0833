import { CreateSaleBody } from '@lavadero/contracts/sales';
import { describe, expect, it } from 'vitest';
import {
  addToCart,
  cartToSaleItems,
  cartTotals,
  setQuantity,
  temporaryInvoiceNumber,
  toCartItem,
} from './sale-cart';

const wash = {
  type: 'service' as const,
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Lavado',
  price: 35_000,
};
const wax = {
  type: 'product' as const,
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Cera',
  price: 21_000,
};

describe('sale cart', () => {
  it('adds a new line with quantity 1 and raises the quantity of one already selected', () => {
    const cart = addToCart(addToCart(addToCart([], wash), wax), wash);
    expect(cart.map((l) => [l.name, l.quantity])).toEqual([
      ['Lavado', 2],
      ['Cera', 1],
    ]);
  });

  it('removes a line set to 0 or less and keeps whole units', () => {
    const cart = addToCart(addToCart([], wash), wax);
    expect(setQuantity(cart, 'product', wax.id, 0).map((l) => l.name)).toEqual(['Lavado']);
    expect(setQuantity(cart, 'service', wash.id, -3).map((l) => l.name)).toEqual(['Cera']);
    expect(setQuantity(cart, 'service', wash.id, 3.7)[0]?.quantity).toBe(3);
  });

  it('includes IVA as round(total / 11), none for tourists', () => {
    const cart = setQuantity(addToCart(addToCart([], wash), wax), 'service', wash.id, 2);
    expect(cartTotals(cart, false)).toEqual({ subtotal: 82_727, impuestos: 8_273, total: 91_000 });
    expect(cartTotals(cart, true)).toEqual({ subtotal: 91_000, impuestos: 0, total: 91_000 });
  });

  it('builds lines the server schema accepts, one id per line', () => {
    const cart = addToCart(addToCart([], wash), wax);
    const totals = cartTotals(cart, false);
    const parsed = CreateSaleBody.safeParse({
      customerId: '33333333-3333-4333-8333-333333333333',
      medioPago: 'efectivo',
      regimenTurismo: false,
      numeroFactura: temporaryInvoiceNumber(),
      items: cartToSaleItems(cart),
      ...totals,
    });
    expect(parsed.success).toBe(true);
    expect(parsed.data?.items.map((i) => i.kind)).toEqual(['service', 'product']);
  });

  it('makes a different TEMP- number each time', () => {
    const a = temporaryInvoiceNumber();
    expect(a).toMatch(/^TEMP-[a-f0-9]{16}$/);
    expect(temporaryInvoiceNumber()).not.toBe(a);
  });

  it('puts stored lines back in the cart by the id that is set', () => {
    const stored = { serviceId: null, comboId: null, inventoryItemId: wax.id, nombre: 'Cera', cantidad: 2 };
    expect(toCartItem(stored, 21_000)).toEqual({ ...wax, quantity: 2 });
    expect(
      toCartItem({ ...stored, inventoryItemId: null, serviceId: wash.id, nombre: 'Lavado' }, 35_000),
    ).toEqual({
      ...wash,
      quantity: 2,
    });
  });
});
