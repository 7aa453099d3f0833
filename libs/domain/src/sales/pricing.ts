import { MAX_AMOUNT_IN_WORDS } from '@lavadero/fiscal/amount-in-words';
import { splitTotal } from '@lavadero/fiscal/iva';
import type { InventoryItemState } from '../inventory/inventory-item';
import { NotFoundError, UnprocessableError, ValidationError } from '../shared/errors';
import type { CatalogFacts, RequestedLine, SaleRequest } from './commands';
import type { CustomerSnapshot, SaleLine, SaleLineKind, SaleTotals } from './events';
import { gs, saleMessages } from './messages';

/** The highest total an invoice can carry: what the total in words can still write. */
export const MAX_SALE_TOTAL = MAX_AMOUNT_IN_WORDS;

export type ProductStates = Readonly<Record<string, InventoryItemState>>;

interface Priced {
  readonly nombre: string;
  readonly precio: number;
}

const NOT_FOUND: Record<SaleLineKind, { code: string; message: string }> = {
  service: { code: 'SERVICE_NOT_FOUND', message: saleMessages.serviceNotFound },
  combo: { code: 'COMBO_NOT_FOUND', message: saleMessages.comboNotFound },
  product: { code: 'INVENTORY_ITEM_NOT_FOUND', message: saleMessages.productNotFound },
};

/** The catalogue's name, price and active flag for one line (combo: precioTotal; product: precio). */
function catalogueEntry(line: RequestedLine, catalog: CatalogFacts, products: ProductStates) {
  if (line.kind === 'product') {
    const item = products[line.itemId];
    if (!item || item.status === 'absent') return undefined;
    return { nombre: item.details.nombre, precio: item.details.precio, activo: item.details.activo };
  }
  return (line.kind === 'service' ? catalog.services : catalog.combos)[line.itemId];
}

const sameItem = (a: { kind: string; itemId: string }, b: { kind: string; itemId: string }) =>
  a.kind === b.kind && a.itemId === b.itemId;

/**
 * The server's price for a line. A line already on the sale being corrected keeps the price and name
 * it was sold at (the catalogue may have changed since); anything new is priced from the catalogue
 * now, and must exist and be active.
 */
function priceOf(
  line: RequestedLine,
  catalog: CatalogFacts,
  products: ProductStates,
  soldBefore: readonly SaleLine[],
): Priced {
  const sold = soldBefore.find((s) => sameItem(s, line));
  if (sold) return { nombre: sold.nombre, precio: sold.precioUnitario };
  const entry = catalogueEntry(line, catalog, products);
  if (!entry) throw new NotFoundError(NOT_FOUND[line.kind].code, NOT_FOUND[line.kind].message);
  if (!entry.activo) {
    throw new UnprocessableError('ITEM_INACTIVE', saleMessages.inactive(line.kind, entry.nombre));
  }
  return entry;
}

/** Prices every line from the catalogue and refuses (422) a body whose prices or subtotals differ. */
export function priceLines(
  items: readonly RequestedLine[],
  catalog: CatalogFacts,
  products: ProductStates,
  soldBefore: readonly SaleLine[] = [],
): SaleLine[] {
  if (items.length === 0) throw new ValidationError('NO_ITEMS', saleMessages.noItems);
  return items.map((line) => {
    if (!Number.isInteger(line.cantidad) || line.cantidad < 1) {
      throw new ValidationError('INVALID_QUANTITY', saleMessages.invalidQuantity);
    }
    const { nombre, precio } = priceOf(line, catalog, products, soldBefore);
    const subtotal = precio * line.cantidad;
    if (line.precioUnitario !== precio) {
      throw new UnprocessableError('PRICE_MISMATCH', saleMessages.priceMismatch(nombre, gs(precio)), {
        itemId: line.itemId,
        precioUnitario: precio,
      });
    }
    if (line.subtotal !== subtotal) {
      throw new UnprocessableError(
        'AMOUNT_MISMATCH',
        saleMessages.lineSubtotalMismatch(nombre, gs(subtotal)),
      );
    }
    return {
      kind: line.kind,
      itemId: line.itemId,
      nombre,
      cantidad: line.cantidad,
      precioUnitario: precio,
      subtotal,
    };
  });
}

/** IVA = round(total / 11) at 10 %; a tourist-regime sale is exempt (IVA 0, subtotal = total). */
export function totalsOf(lines: readonly SaleLine[], regimenTurismo: boolean): SaleTotals {
  const sum = lines.reduce((acc, line) => acc + line.subtotal, 0);
  if (sum > MAX_SALE_TOTAL) {
    throw new UnprocessableError('TOTAL_TOO_HIGH', saleMessages.totalTooHigh(gs(MAX_SALE_TOTAL)));
  }
  const { total, iva, base } = splitTotal(sum, { touristRegime: regimenTurismo });
  return { subtotal: base, impuestos: iva, total };
}

/**
 * The whole server-side pricing of a request: the customer decides the tax regime, the catalogue
 * the prices; a body that says otherwise is refused with 422, naming the server's figures.
 */
export function priceRequest(
  request: SaleRequest,
  customer: CustomerSnapshot | null,
  catalog: CatalogFacts,
  products: ProductStates,
  soldBefore: readonly SaleLine[] = [],
): { customer: CustomerSnapshot; lines: SaleLine[]; totals: SaleTotals } {
  if (!customer) throw new NotFoundError('CUSTOMER_NOT_FOUND', saleMessages.customerNotFound);
  const lines = priceLines(request.items, catalog, products, soldBefore);
  if (request.regimenTurismo !== customer.regimenTurismo) {
    throw new UnprocessableError('REGIME_MISMATCH', saleMessages.regimeMismatch);
  }
  const totals = totalsOf(lines, customer.regimenTurismo);
  assertTotalsMatch(request, totals, saleMessages.totalsMismatch);
  return { customer, lines, totals };
}

/**
 * The subtotal, IVA and total a client (or a backup) states, checked against the server's own: any
 * difference refuses the write with the right figures in guaraníes, in the message and the details.
 */
export function assertTotalsMatch(
  stated: SaleTotals,
  totals: SaleTotals,
  message: (right: { subtotal: string; impuestos: string; total: string }) => string,
): void {
  if (
    stated.subtotal === totals.subtotal &&
    stated.impuestos === totals.impuestos &&
    stated.total === totals.total
  )
    return;
  throw new UnprocessableError(
    'AMOUNT_MISMATCH',
    message({ subtotal: gs(totals.subtotal), impuestos: gs(totals.impuestos), total: gs(totals.total) }),
    { ...totals },
  );
}
