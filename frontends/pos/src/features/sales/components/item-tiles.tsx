import { Badge } from '@lavadero/ui/components/badge';
import { Input } from '@lavadero/ui/components/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@lavadero/ui/components/tabs';
import { formatGuaranies } from '@lavadero/ui/lib/format';
import { useState } from 'react';
import { useInventoryItems } from '../api/get-inventory-items';
import { useServiceCombos } from '../api/get-service-combos';
import { useServices } from '../api/get-services';
import type { CartItem } from './sale-cart';

type Pick = Omit<CartItem, 'quantity'>;

/** A tile is a button: Tab reaches it, Enter or Space adds it (spec 1 asks for a mouse-free cashier). */
function Tile({ item, detail, onPick }: { item: Pick; detail?: string; onPick: (item: Pick) => void }) {
  return (
    <button
      type="button"
      onClick={() => onPick(item)}
      className="rounded-md border p-3 text-left text-sm hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
      aria-label={`Agregar ${item.name}`}
    >
      <div className="font-medium">{item.name}</div>
      <div className="text-muted-foreground">{formatGuaranies(item.price)}</div>
      {detail ? <Badge variant="outline">{detail}</Badge> : null}
    </button>
  );
}

const grid = 'grid max-h-56 grid-cols-2 gap-2 overflow-y-auto sm:grid-cols-3';
const empty = (text: string) => <p className="p-2 text-muted-foreground text-sm">{text}</p>;

/** Clickable tiles for Servicios, Combos and Productos (only active items; products with stock > 0). */
export function ItemTiles({ onPick }: { onPick: (item: Pick) => void }) {
  const services = (useServices().data ?? []).filter((s) => s.activo);
  const combos = (useServiceCombos().data ?? []).filter((c) => c.activo);
  const [search, setSearch] = useState('');
  const needle = search.trim().toLocaleLowerCase('es');
  const products = (useInventoryItems().data ?? []).filter(
    (p) => p.stockActual > 0 && (needle === '' || p.nombre.toLocaleLowerCase('es').includes(needle)),
  );
  return (
    <Tabs defaultValue="servicios">
      <TabsList>
        <TabsTrigger value="servicios">Servicios</TabsTrigger>
        <TabsTrigger value="combos">Combos</TabsTrigger>
        <TabsTrigger value="productos">Productos</TabsTrigger>
      </TabsList>
      <TabsContent value="servicios" className={grid}>
        {services.length === 0
          ? empty('No hay servicios disponibles. Agréguelos desde el módulo de Servicios.')
          : services.map((s) => (
              <Tile
                key={s.id}
                item={{ type: 'service', id: s.id, name: s.nombre, price: s.precio }}
                onPick={onPick}
              />
            ))}
      </TabsContent>
      <TabsContent value="combos" className={grid}>
        {combos.length === 0
          ? empty('No hay combos disponibles. Agréguelos desde el módulo de Servicios.')
          : combos.map((c) => (
              <Tile
                key={c.id}
                item={{ type: 'combo', id: c.id, name: c.nombre, price: c.precioTotal }}
                onPick={onPick}
              />
            ))}
      </TabsContent>
      <TabsContent value="productos" className="space-y-2">
        <Input
          aria-label="Buscar producto"
          placeholder="Buscar producto..."
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <div className={grid}>
          {products.length === 0
            ? empty('No hay productos con stock. Agréguelos desde el módulo de Inventario.')
            : products.map((p) => (
                <Tile
                  key={p.id}
                  item={{ type: 'product', id: p.id, name: p.nombre, price: p.precio }}
                  detail={`Stock: ${p.stockActual}`}
                  onPick={onPick}
                />
              ))}
        </div>
      </TabsContent>
    </Tabs>
  );
}
