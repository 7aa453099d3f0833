import { useInventoryItems } from '@lavadero/ui/api/queries/inventory-items';
import { useServiceCombos } from '@lavadero/ui/api/queries/service-combos';
import { useServices } from '@lavadero/ui/api/queries/services';
import { Badge } from '@lavadero/ui/components/badge';
import { SearchInput } from '@lavadero/ui/components/search-input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@lavadero/ui/components/tabs';
import { formatGuaranies } from '@lavadero/ui/lib/format';
import { type KeyboardEvent, useRef, useState } from 'react';
import { TILE_TABS, type TileItem, type TileTab, tabWithMatches, tileGroups } from './item-search';

type Pick = TileItem['item'];

/** A tile is a button: Tab or the arrows reach it, Enter or Space adds it (spec 1: a mouse-free cashier). */
function Tile({ tile, onPick }: { tile: TileItem; onPick: (item: Pick) => void }) {
  return (
    <button
      type="button"
      data-tile
      onClick={() => onPick(tile.item)}
      className="rounded-md border p-3 text-left text-sm hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
      aria-label={`Agregar ${tile.item.name}`}
    >
      <div className="font-medium">{tile.item.name}</div>
      <div className="text-muted-foreground">{formatGuaranies(tile.item.price)}</div>
      {tile.detail ? <Badge variant="outline">{tile.detail}</Badge> : null}
    </button>
  );
}

const TAB_LABELS: Record<TileTab, string> = {
  servicios: 'Servicios',
  combos: 'Combos',
  productos: 'Productos',
};
/** What an empty tab says: nothing to sell yet, or nothing matches what was typed. */
const EMPTY: Record<TileTab, { none: string; noMatch: string }> = {
  servicios: {
    none: 'No hay servicios disponibles. Agréguelos desde el módulo de Servicios.',
    noMatch: 'Ningún servicio coincide con la búsqueda.',
  },
  combos: {
    none: 'No hay combos disponibles. Agréguelos desde el módulo de Servicios.',
    noMatch: 'Ningún combo coincide con la búsqueda.',
  },
  productos: {
    none: 'No hay productos con stock. Agréguelos desde el módulo de Inventario.',
    noMatch: 'Ningún producto coincide con la búsqueda.',
  },
};

/**
 * Clickable tiles for Servicios, Combos and Productos (only active items; products with stock > 0),
 * under one search by name. From the keyboard: type, arrow down (or Enter) to the first tile, arrows
 * between tiles (up from the first goes back to the search), Enter adds. When the open tab has no
 * match the search opens the first tab that has one.
 */
export function ItemTiles({ onPick }: { onPick: (item: Pick) => void }) {
  const catalog = {
    services: useServices().data ?? [],
    combos: useServiceCombos().data ?? [],
    products: useInventoryItems().data ?? [],
  };
  const [search, setSearch] = useState('');
  const [tab, setTab] = useState<TileTab>('servicios');
  const searchRef = useRef<HTMLInputElement>(null);
  const tilesRef = useRef<HTMLDivElement>(null);
  const groups = tileGroups(catalog, search);
  const searching = search.trim() !== '';

  // Only the open tab's panel is rendered, so its tiles are the buttons marked data-tile.
  const tiles = () => [...(tilesRef.current?.querySelectorAll<HTMLButtonElement>('button[data-tile]') ?? [])];
  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'Enter') return;
    // Enter would otherwise submit the sale from the search box.
    event.preventDefault();
    tiles()[0]?.focus();
  };
  const onTileKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const all = tiles();
    const next = all.indexOf(document.activeElement as HTMLButtonElement) + step;
    if (next < 0) searchRef.current?.focus();
    else all[Math.min(next, all.length - 1)]?.focus();
  };

  return (
    <div className="space-y-2" ref={tilesRef}>
      <SearchInput
        ref={searchRef}
        label="Buscar servicio, combo o producto"
        placeholder="Buscar servicio, combo o producto..."
        value={search}
        onKeyDown={onSearchKey}
        onChange={(event) => {
          setSearch(event.target.value);
          setTab((current) => tabWithMatches(tileGroups(catalog, event.target.value), current));
        }}
      />
      <Tabs value={tab} onValueChange={(value) => setTab(value as TileTab)}>
        <TabsList>
          {TILE_TABS.map((name) => (
            <TabsTrigger key={name} value={name}>
              {TAB_LABELS[name]}
              {searching ? ` (${groups[name].length})` : null}
            </TabsTrigger>
          ))}
        </TabsList>
        {TILE_TABS.map((name) => (
          <TabsContent
            key={name}
            value={name}
            className="grid max-h-56 grid-cols-2 gap-2 overflow-y-auto sm:grid-cols-3"
            // The tiles are the Tab stops here: the panel itself took one more, showing no focus.
            tabIndex={-1}
            onKeyDown={onTileKey}
          >
            {groups[name].length === 0 ? (
              <p className="col-span-full p-2 text-muted-foreground text-sm">
                {searching ? EMPTY[name].noMatch : EMPTY[name].none}
              </p>
            ) : (
              groups[name].map((tile) => <Tile key={tile.item.id} tile={tile} onPick={onPick} />)
            )}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
