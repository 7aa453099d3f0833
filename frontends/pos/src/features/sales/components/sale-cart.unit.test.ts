import { CreateSaleBody, UpdateSaleBody } from '@lavadero/contracts/sales';
import { describe, expect, it } from 'vitest';
import {
  addToCart,
  availableUnits,
  cartTotals,
  lineOf,
  requestOf,
  setQuantity,
  temporaryInvoiceNumber,
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
const quantities = (lines: { nombre: string; cantidad: number }[]) =>
  lines.map((l) => [l.nombre, l.cantidad]);

describe('sale cart', () => {
  it('holds each line as the server reads it: one id set, its quantity and subtotal', () => {
    expect(lineOf(wax, 2)).toEqual({
      serviceId: null,
      comboId: null,
      inventoryItemId: wax.id,
      nombre: 'Cera',
      cantidad: 2,
      precioUnitario: 21_000,
      subtotal: 42_000,
    });
  });

  it('adds a new line with quantity 1 and raises the quantity of one already selected', () => {
    const cart = addToCart(addToCart(addToCart([], wash), wax), wash);
    expect(quantities(cart)).toEqual([
      ['Lavado', 2],
      ['Cera', 1],
    ]);
    expect(cart[0]?.subtotal).toBe(70_000);
  });

  it('removes a line set to 0 or less and keeps whole units', () => {
    const cart = addToCart(addToCart([], wash), wax);
    expect(quantities(setQuantity(cart, wax.id, 0))).toEqual([['Lavado', 1]]);
    expect(quantities(setQuantity(cart, wash.id, -3))).toEqual([['Cera', 1]]);
    expect(setQuantity(cart, wash.id, 3.7)[0]).toMatchObject({ cantidad: 3, subtotal: 105_000 });
  });

  it('holds a product to the units available, never past them', () => {
    const cart = addToCart([], wax, 2);
    expect(setQuantity(cart, wax.id, 10, 2)[0]).toMatchObject({ cantidad: 2, subtotal: 42_000 });
    expect(addToCart(setQuantity(cart, wax.id, 2, 2), wax, 2)[0]?.cantidad).toBe(2);
    expect(addToCart([], wax, 0)).toEqual([]);
  });

  it('counts the stock as available, plus what an edited sale held of the product', () => {
    const line = lineOf(wax);
    const stock = (id: string) => (id === wax.id ? 2 : undefined);
    expect(availableUnits(line, stock)).toBe(2);
    expect(availableUnits(line, stock, [lineOf(wax, 3)])).toBe(5);
    expect(availableUnits(lineOf(wash), stock)).toBeNull();
    expect(availableUnits(line, () => undefined)).toBe(0);
  });

  it('includes IVA as round(total / 11), none for tourists', () => {
    const cart = setQuantity(addToCart(addToCart([], wash), wax), wash.id, 2);
    expect(cartTotals(cart, false)).toEqual({ subtotal: 82_727, impuestos: 8_273, total: 91_000 });
    expect(cartTotals(cart, true)).toEqual({ subtotal: 91_000, impuestos: 0, total: 91_000 });
  });

  it('sends what the schema parsed with the cart lines, a body the server schemas accept', () => {
    const cart = addToCart(addToCart([], wash), wax);
    const parsed = CreateSaleBody.parse({
      customerId: ' 33333333-3333-4333-8333-333333333333 ',
      regimenTurismo: false,
      numeroFactura: temporaryInvoiceNumber(),
      timbradoUsado: '99999999',
      items: cart,
      ...cartTotals(cart, false),
    });
    const request = requestOf(parsed, cart);
    // Parsed: trimmed, the default payment method, the client's stamp dropped.
    expect(request).toMatchObject({
      customerId: '33333333-3333-4333-8333-333333333333',
      medioPago: 'efectivo',
    });
    expect(request.timbradoUsado).toBeUndefined();
    expect(request.items).toEqual(cart);
    expect(CreateSaleBody.parse(request).items.map((i) => i.kind)).toEqual(['service', 'product']);
    expect(UpdateSaleBody.safeParse(request).success).toBe(true);
  });

  it('makes a different TEMP- number each time', () => {
    const a = temporaryInvoiceNumber();
    expect(a).toMatch(/^TEMP-[a-f0-9]{16}$/);
    expect(temporaryInvoiceNumber()).not.toBe(a);
  });
});
