import { NotFoundError, UnprocessableError, ValidationError } from '../shared/errors';
import type { RequestedWorkOrderLine, WorkOrderCatalog } from './commands';
import { totalOf, type WorkOrderLine } from './events';
import { workOrderMessages } from './messages';

/** The most lines an order holds, and the highest total (the read models' integer column). */
const MAX_WORK_ORDER_LINES = 100;
const MAX_WORK_ORDER_TOTAL = 999_999_999;

const CODES = { service: 'SERVICE_NOT_FOUND', combo: 'COMBO_NOT_FOUND', product: 'INVENTORY_ITEM_NOT_FOUND' };

function assertQuantity(cantidad: number) {
  if (!Number.isInteger(cantidad) || cantidad < 1) {
    throw new ValidationError('INVALID_QUANTITY', workOrderMessages.invalidQuantity);
  }
}

/** A new line priced from the catalogue: it must exist and be active, with a whole quantity ≥ 1. */
export function priceLine(line: RequestedWorkOrderLine, catalog: WorkOrderCatalog): WorkOrderLine {
  assertQuantity(line.cantidad);
  const entries = { service: catalog.services, combo: catalog.combos, product: catalog.products }[line.kind];
  const entry = entries[line.itemId];
  if (!entry) throw new NotFoundError(CODES[line.kind], workOrderMessages.itemNotFound(line.kind));
  if (!entry.activo) {
    throw new UnprocessableError('ITEM_INACTIVE', workOrderMessages.inactive(line.kind, entry.nombre));
  }
  const { lineId, kind, itemId, cantidad } = line;
  return { lineId, kind, itemId, nombre: entry.nombre, precio: entry.precio, cantidad };
}

const sameItem = (a: { kind: string; itemId: string }, b: { kind: string; itemId: string }) =>
  a.kind === b.kind && a.itemId === b.itemId;

/**
 * The order's lines after an edit. An item already on the order keeps its line id, name and price
 * (the catalogue may have changed since, or deactivated it); anything new is priced from the catalogue.
 */
export function priceLines(
  requested: readonly RequestedWorkOrderLine[],
  catalog: WorkOrderCatalog,
  before: readonly WorkOrderLine[] = [],
): WorkOrderLine[] {
  const unclaimed = [...before];
  const lines = requested.map((line) => {
    const index = unclaimed.findIndex((b) => sameItem(b, line));
    if (index < 0) return priceLine(line, catalog);
    const [kept] = unclaimed.splice(index, 1) as [WorkOrderLine];
    assertQuantity(line.cantidad);
    return { ...kept, cantidad: line.cantidad };
  });
  return checkedLines(lines);
}

/** Refuses a list past the limits, so every total fits where it is stored. */
export function checkedLines(lines: WorkOrderLine[]): WorkOrderLine[] {
  if (lines.length > MAX_WORK_ORDER_LINES) {
    throw new ValidationError('TOO_MANY_ITEMS', workOrderMessages.tooManyItems);
  }
  if (totalOf(lines) > MAX_WORK_ORDER_TOTAL) {
    throw new UnprocessableError('TOTAL_TOO_HIGH', workOrderMessages.totalTooHigh);
  }
  return lines;
}
