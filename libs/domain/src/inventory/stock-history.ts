import { assertNever } from '../shared/decider';
import {
  changed,
  details,
  entryOf,
  type HistoryEntry,
  type HistoryEvent,
  type HistoryNames,
  money,
  otherEntry,
  yesNo,
} from '../shared/history';
import type { InventoryItemDetails, InventoryItemEvent } from './events';

const TYPES = new Set<string>(['InventoryItemCreated', 'InventoryItemUpdated', 'StockAdjusted']);

/** The product facts an auditor follows, by their screen labels. */
const FIELDS: readonly (readonly [string, (d: InventoryItemDetails) => string | null])[] = [
  ['Nombre', (d) => d.nombre],
  ['Precio', (d) => money(d.precio)],
  ['Stock mínimo', (d) => String(d.stockMinimo)],
  ['Unidad', (d) => d.unidadMedida],
  ['Categoría', (d) => d.categoria],
  ['Proveedor', (d) => d.proveedor],
  ['Activo', (d) => yesNo(d.activo)],
];

/**
 * A product's history: created, its details changed, and every stock movement with its reason, the
 * stock before and after, and the sale that caused it.
 */
export function stockHistory(events: readonly HistoryEvent[], names: HistoryNames): HistoryEntry[] {
  let current: InventoryItemDetails | null = null;
  return events.map((event) => {
    if (!TYPES.has(event.type)) return otherEntry(event, names);
    const item = { type: event.type, data: event.data } as InventoryItemEvent;
    switch (item.type) {
      case 'InventoryItemCreated':
        current = item.data;
        return entryOf(event, names, {
          kind: 'created',
          title: 'Producto creado',
          details: details(...FIELDS.map(([label, read]) => [label, read(item.data)] as const)),
        });
      case 'InventoryItemUpdated': {
        const before: InventoryItemDetails | null = current;
        current = item.data;
        return entryOf(event, names, {
          kind: 'updated',
          title: 'Datos del producto modificados',
          details: FIELDS.flatMap(([label, read]) =>
            changed(label, before ? read(before) : null, read(item.data)),
          ),
        });
      }
      case 'StockAdjusted': {
        const { data } = item;
        const saleId = (data as { saleId?: string }).saleId;
        return entryOf(event, names, {
          kind: data.action === 'add' ? 'stock-in' : 'stock-out',
          title: data.action === 'add' ? 'Entrada de stock' : 'Salida de stock',
          details: details(
            ['Cantidad', String(data.quantity)],
            ['Stock', `${data.previousStock} → ${data.newStock}`],
            ['Motivo', data.reason],
            ['Venta', saleId ? (names.sale(saleId) ?? 'Sin número') : null],
          ),
        });
      }
      default:
        return assertNever(item);
    }
  });
}
