import type { CreateSaleInput } from '@lavadero/contracts/sales';
import { ivaIncluded } from '@lavadero/fiscal/iva';

/** A line of the new-sale dialog (spec 1 §3 "Selected item in the sale screen"). */
export type CartItemType = 'service' | 'combo' | 'product';
export interface CartItem {
  readonly type: CartItemType;
  readonly id: string;
  readonly name: string;
  /** Integer guaraníes, IVA included. */
  readonly price: number;
  readonly quantity: number;
}

/** A stored line (a sale's or a work order's): exactly one of the three ids, its name and quantity. */
export interface StoredLine {
  readonly serviceId: string | null;
  readonly comboId: string | null;
  readonly inventoryItemId: string | null;
  readonly nombre: string;
  readonly cantidad: number;
}

/** A stored line back in the cart, at `price` (each kind of line names its unit price differently). */
export function toCartItem(line: StoredLine, price: number): CartItem {
  return {
    type: line.serviceId ? 'service' : line.comboId ? 'combo' : 'product',
    id: (line.serviceId ?? line.comboId ?? line.inventoryItemId) as string,
    name: line.nombre,
    price,
    quantity: line.cantidad,
  };
}

/** Spec 1 §4: adding an item already selected (same type and id) raises its quantity by 1. */
export function addToCart(cart: readonly CartItem[], item: Omit<CartItem, 'quantity'>): CartItem[] {
  const found = cart.some((line) => line.type === item.type && line.id === item.id);
  if (!found) return [...cart, { ...item, quantity: 1 }];
  return cart.map((line) =>
    line.type === item.type && line.id === item.id ? { ...line, quantity: line.quantity + 1 } : line,
  );
}

/** Spec 1 §4: a quantity of 0 or less removes the line; fractions are cut to whole units. */
export function setQuantity(
  cart: readonly CartItem[],
  type: CartItemType,
  id: string,
  quantity: number,
): CartItem[] {
  const whole = Number.isFinite(quantity) ? Math.trunc(quantity) : 0;
  if (whole <= 0) return cart.filter((line) => !(line.type === type && line.id === id));
  return cart.map((line) => (line.type === type && line.id === id ? { ...line, quantity: whole } : line));
}

export interface CartTotals {
  readonly subtotal: number;
  readonly impuestos: number;
  readonly total: number;
}

/** Spec 1 §9: IVA = round(total / 11) included; tourists pay none and their subtotal is the total. */
export function cartTotals(cart: readonly CartItem[], regimenTurismo: boolean): CartTotals {
  const total = cart.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const impuestos = regimenTurismo ? 0 : ivaIncluded(total, 10);
  return { subtotal: total - impuestos, impuestos, total };
}

/** The lines as POST /api/sales wants them: exactly one of the three ids set. */
export function cartToSaleItems(cart: readonly CartItem[]): CreateSaleInput['items'] {
  return cart.map((line) => ({
    serviceId: line.type === 'service' ? line.id : null,
    comboId: line.type === 'combo' ? line.id : null,
    inventoryItemId: line.type === 'product' ? line.id : null,
    nombre: line.name,
    cantidad: line.quantity,
    precioUnitario: line.price,
    subtotal: line.price * line.quantity,
  }));
}

/** Spec 1 §4: the client's temporary number, 'TEMP-' plus random characters (the idempotency key). */
export function temporaryInvoiceNumber(): string {
  return `TEMP-${crypto.randomUUID().replaceAll('-', '').slice(0, 16)}`;
}
