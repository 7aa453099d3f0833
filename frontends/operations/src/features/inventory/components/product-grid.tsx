import type { InventoryItemDto } from '@lavadero/contracts/inventory';
import { Button } from '@lavadero/ui/components/button';
import { EmptyState } from '@lavadero/ui/components/empty-state';
import { Package, SearchX } from 'lucide-react';
import { ProductCard } from './product-card';

/** The product cards (one column on a phone), or what to say when there are none to show. */
export function ProductGrid({
  items,
  filtered,
  canWrite,
  onCreate,
  onEdit,
  onUpdateStock,
  onReceive,
  onHistory,
}: {
  /** Every product, to tell "no products at all" from "none match the filters". */
  items: readonly InventoryItemDto[];
  filtered: readonly InventoryItemDto[];
  canWrite: boolean;
  onCreate: () => void;
  onEdit: (item: InventoryItemDto) => void;
  /** Absent when the role may not do it: the card then shows no such button. */
  onUpdateStock?: (item: InventoryItemDto) => void;
  onReceive?: (item: InventoryItemDto) => void;
  onHistory?: (item: InventoryItemDto) => void;
}) {
  if (items.length === 0) {
    return (
      <EmptyState
        icon={Package}
        title="No hay productos en el inventario"
        description="Agregue productos para controlar su stock y recibir alertas de reposición."
        action={canWrite && <Button onClick={onCreate}>Agregar Primer Producto</Button>}
      />
    );
  }
  if (filtered.length === 0) {
    return (
      <EmptyState
        icon={SearchX}
        title="No se encontraron productos"
        description="Pruebe con otra búsqueda o cambie los filtros."
      />
    );
  }
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {filtered.map((item) => (
        <ProductCard
          key={item.id}
          item={item}
          onEdit={canWrite ? () => onEdit(item) : undefined}
          onUpdateStock={onUpdateStock && (() => onUpdateStock(item))}
          onReceive={onReceive && (() => onReceive(item))}
          onHistory={onHistory && (() => onHistory(item))}
        />
      ))}
    </div>
  );
}
