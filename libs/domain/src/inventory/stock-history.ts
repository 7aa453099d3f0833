import { assertNever } from '../shared/decider';
import {
  changedFields,
  details,
  entryOf,
  fieldDetails,
  type HistoryEntry,
  type HistoryEvent,
  type HistoryNames,
  type LabelledFields,
  money,
  otherEntry,
  yesNo,
} from '../shared/history';
import type { InventoryItemDetails, InventoryItemEvent } from './events';

const TYPES = new Set<string>(['InventoryItemCreated', 'InventoryItemUpdated', 'StockAdjusted']);

/** The product facts an auditor follows, by their screen labels. */
const FIELDS: LabelledFields<InventoryItemDetails> = [
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
          details: fieldDetails(FIELDS, item.data),
        });
      case 'InventoryItemUpdated': {
        const before: InventoryItemDetails | null = current;
        current = item.data;
        return entryOf(event, names, {
          kind: 'updated',
          title: 'Datos del producto modificados',
          details: changedFields(FIELDS, before, item.data),
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
