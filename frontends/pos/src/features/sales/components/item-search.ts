import type { ComboDto, ServiceDto } from '@lavadero/contracts/catalog';
import type { InventoryItemDto } from '@lavadero/contracts/inventory';
import { matchesSearch } from '@lavadero/ui/lib/search-text';
import type { PickedItem } from './sale-cart';

/** What a tile adds to the cart (one unit of it), and what it shows under the price. */
export interface TileItem {
  readonly item: PickedItem;
  readonly detail?: string;
}

export type TileTab = 'servicios' | 'combos' | 'productos';
export const TILE_TABS: readonly TileTab[] = ['servicios', 'combos', 'productos'];
export type TileGroups = Record<TileTab, TileItem[]>;

/**
 * The tiles of the sale dialog for what was typed (by name, without case or accents): active services
 * and combos, and products in stock. One search covers the three tabs.
 */
export function tileGroups(
  catalog: {
    services: readonly Pick<ServiceDto, 'id' | 'nombre' | 'precio' | 'activo'>[];
    combos: readonly Pick<ComboDto, 'id' | 'nombre' | 'precioTotal' | 'activo'>[];
    products: readonly Pick<InventoryItemDto, 'id' | 'nombre' | 'precio' | 'stockActual'>[];
  },
  search: string,
): TileGroups {
  const found = (nombre: string) => matchesSearch(search, [nombre]);
  return {
    servicios: catalog.services
      .filter((s) => s.activo && found(s.nombre))
      .map((s) => ({ item: { type: 'service', id: s.id, name: s.nombre, price: s.precio } })),
    combos: catalog.combos
      .filter((c) => c.activo && found(c.nombre))
      .map((c) => ({ item: { type: 'combo', id: c.id, name: c.nombre, price: c.precioTotal } })),
    productos: catalog.products
      .filter((p) => p.stockActual > 0 && found(p.nombre))
      .map((p) => ({
        item: { type: 'product', id: p.id, name: p.nombre, price: p.precio },
        detail: `Stock: ${p.stockActual}`,
      })),
  };
}

/**
 * The tab to show after the search changed: the current one while it has tiles (or nothing matches
 * anywhere), else the first that has some, so typing 'cera' on Servicios shows the product.
 */
export function tabWithMatches(groups: TileGroups, current: TileTab): TileTab {
  if (groups[current].length > 0) return current;
  return TILE_TABS.find((tab) => groups[tab].length > 0) ?? current;
}
