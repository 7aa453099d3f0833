import type { CreateSaleInput, SaleItemDto } from '@lavadero/contracts/sales';
import { ivaIncluded } from '@lavadero/fiscal/iva';

/**
 * The cart: a sale's lines as POST /api/sales reads them (exactly one of the three ids set), kept
 * once, as the sale form's `items`. A line is known by the id that is set.
 */
export type SaleLine = SaleItemDto;
export type CartItemType = 'service' | 'combo' | 'product';
/** What a tile adds: one unit of a service, combo or product at its price. */
export interface PickedItem {
  readonly type: CartItemType;
  readonly id: string;
  readonly name: string;
  /** Integer guaraníes, IVA included. */
  readonly price: number;
}

/** The form's values: a sale as POST sends it, its lines the cart. */
export type SaleFormValues = Omit<CreateSaleInput, 'items'> & { items: SaleLine[] };

export const lineId = (line: SaleLine): string =>
  (line.serviceId ?? line.comboId ?? line.inventoryItemId) as string;

/** One unit of a picked item, as a line. */
export function lineOf(pick: PickedItem, cantidad = 1): SaleLine {
  return {
    serviceId: pick.type === 'service' ? pick.id : null,
    comboId: pick.type === 'combo' ? pick.id : null,
    inventoryItemId: pick.type === 'product' ? pick.id : null,
    nombre: pick.name,
    cantidad,
    precioUnitario: pick.price,
    subtotal: pick.price * cantidad,
  };
}

/**
 * Spec 1 §4: a quantity of 0 or less removes the line; fractions are cut to whole units; a product
 * never goes past the units available (`available`, null for services and combos).
 */
export function setQuantity(
  lines: readonly SaleLine[],
  id: string,
  quantity: number,
  available: number | null = null,
): SaleLine[] {
  const whole = Number.isFinite(quantity) ? Math.trunc(quantity) : 0;
  if (whole <= 0) return lines.filter((line) => lineId(line) !== id);
  const cantidad = available === null ? whole : Math.min(whole, available);
  return lines.map((line) =>
    lineId(line) === id ? { ...line, cantidad, subtotal: line.precioUnitario * cantidad } : line,
  );
}

/** Spec 1 §4: adding an item already selected raises its quantity by 1 (never past `available`). */
export function addToCart(
  lines: readonly SaleLine[],
  pick: PickedItem,
  available: number | null = null,
): SaleLine[] {
  const found = lines.find((line) => lineId(line) === pick.id);
  if (!found) return available === 0 ? [...lines] : [...lines, lineOf(pick)];
  return setQuantity(lines, pick.id, found.cantidad + 1, available);
}

/**
 * The units of a product line the sale may take: the stock, plus what this sale held of it before
 * (`sold`, an edited sale's lines: the server gives them back before taking the new quantity).
 * Null for services and combos, which have no stock.
 */
export function availableUnits(
  line: SaleLine,
  stockOf: (productId: string) => number | undefined,
  sold: readonly SaleLine[] = [],
): number | null {
  if (!line.inventoryItemId) return null;
  const before = sold.find((s) => s.inventoryItemId === line.inventoryItemId)?.cantidad ?? 0;
  return Math.max(0, (stockOf(line.inventoryItemId) ?? 0) + before);
}

export interface CartTotals {
  readonly subtotal: number;
  readonly impuestos: number;
  readonly total: number;
}

/** Spec 1 §9: IVA = round(total / 11) included; tourists pay none and their subtotal is the total. */
export function cartTotals(lines: readonly SaleLine[], regimenTurismo: boolean): CartTotals {
  const total = lines.reduce((sum, line) => sum + line.subtotal, 0);
  const impuestos = regimenTurismo ? 0 : ivaIncluded(total, 10);
  return { subtotal: total - impuestos, impuestos, total };
}

/**
 * The body to send: what the schema parsed (trimmed, defaulted, the client's stamp dropped) with the
 * cart's lines, which the parse renames for the domain (`kind`, `itemId`) and the server reads as sent.
 */
export function requestOf<Body extends { items: unknown }>(
  body: Body,
  lines: readonly SaleLine[],
): Omit<Body, 'items'> & { items: SaleLine[] } {
  return { ...body, items: [...lines] };
}

/** Spec 1 §4: the client's temporary number, 'TEMP-' plus random characters (the idempotency key). */
export function temporaryInvoiceNumber(): string {
  return `TEMP-${crypto.randomUUID().replaceAll('-', '').slice(0, 16)}`;
}
