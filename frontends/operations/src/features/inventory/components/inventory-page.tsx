import '../../../styles.css';
import { serverMessage } from '@lavadero/ui/api/api-error';
import { useInventory } from '@lavadero/ui/api/queries/inventory';
import { useCan } from '@lavadero/ui/api/use-current-user';
import { Alert, AlertDescription, AlertTitle } from '@lavadero/ui/components/alert';
import { Button } from '@lavadero/ui/components/button';
import { HistoryDialog } from '@lavadero/ui/components/history/history-dialog';
import { PageHeader } from '@lavadero/ui/components/page-header';
import { Skeleton } from '@lavadero/ui/components/skeleton';
import { AlertTriangle, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { CriticalStockBanner } from './critical-stock-banner';
import { InventoryCounters } from './inventory-counters';
import { countInventory, filterInventory, type InventoryFilters, NO_FILTERS } from './inventory-filter';
import { InventoryToolbar } from './inventory-toolbar';
import { ProductFormDialog } from './product-form-dialog';
import { ProductGrid } from './product-grid';
import { ReceiveStockDialog } from './receive-stock-dialog';
import { StockDialog } from './stock-dialog';

type OpenDialog =
  | { kind: 'product'; itemId: string | null }
  | { kind: 'stock' | 'receive' | 'history'; itemId: string }
  | null;

function LoadingInventory() {
  return (
    <div className="space-y-4" role="status" aria-label="Cargando inventario...">
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {[1, 2, 3, 4].map((n) => (
          <Skeleton key={n} className="h-20" />
        ))}
      </div>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {[1, 2, 3].map((n) => (
          <Skeleton key={n} className="h-64" />
        ))}
      </div>
    </div>
  );
}

/** /inventario, 'Control de Inventario' (spec 2 §2, §4). */
export default function InventoryPage() {
  const inventory = useInventory();
  // Products (their prices) and stock corrections are admins'; a cashier books the goods received.
  const canWrite = useCan('inventory.products');
  const canCorrect = useCan('inventory.correct');
  const canReceive = useCan('inventory.receive');
  const canReadHistory = useCan('history.view');
  const [filters, setFilters] = useState<InventoryFilters>(NO_FILTERS);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  // The dialog that was open last stays rendered while it animates out.
  const [lastDialog, setLastDialog] = useState<NonNullable<OpenDialog>>({ kind: 'product', itemId: null });

  const items = inventory.data ?? [];
  const counts = useMemo(() => countInventory(items), [items]);
  const filtered = useMemo(() => filterInventory(items, filters), [items, filters]);
  const categories = useMemo(() => [...new Set(items.map((i) => i.categoria))].sort(), [items]);
  const open = (next: NonNullable<OpenDialog>) => {
    setLastDialog(next);
    setDialog(next);
  };
  const close = () => setDialog(null);
  // Dialogs read the product from the fresh list, not from the moment they were opened.
  const target = items.find((i) => i.id === lastDialog.itemId) ?? null;

  return (
    <>
      <PageHeader
        title="Control de Inventario"
        description="Productos, stock y alertas de reposición"
        actions={
          canWrite && (
            <Button onClick={() => open({ kind: 'product', itemId: null })}>
              <Plus />
              Nuevo Producto
            </Button>
          )
        }
      />
      {inventory.isLoading && <LoadingInventory />}
      {inventory.isError && (
        <Alert variant="destructive">
          <AlertTriangle />
          <AlertTitle>No se pudo cargar el inventario</AlertTitle>
          <AlertDescription>{serverMessage(inventory.error, inventory.error.message)}</AlertDescription>
        </Alert>
      )}
      {inventory.data && (
        <div className="space-y-6">
          <CriticalStockBanner count={counts.critico} />
          <InventoryCounters counts={counts} />
          <InventoryToolbar filters={filters} onChange={setFilters} />
          <ProductGrid
            items={items}
            filtered={filtered}
            canWrite={canWrite}
            onCreate={() => open({ kind: 'product', itemId: null })}
            onEdit={(item) => open({ kind: 'product', itemId: item.id })}
            onUpdateStock={canCorrect ? (item) => open({ kind: 'stock', itemId: item.id }) : undefined}
            onReceive={canReceive ? (item) => open({ kind: 'receive', itemId: item.id }) : undefined}
            onHistory={canReadHistory ? (item) => open({ kind: 'history', itemId: item.id }) : undefined}
          />
        </div>
      )}
      {canWrite && (
        <ProductFormDialog
          item={lastDialog.kind === 'product' ? target : null}
          categories={categories}
          open={dialog?.kind === 'product'}
          onClose={close}
        />
      )}
      {canCorrect && (
        <StockDialog
          item={lastDialog.kind === 'stock' ? target : null}
          open={dialog?.kind === 'stock'}
          onClose={close}
        />
      )}
      {dialog?.kind === 'history' && target && (
        <HistoryDialog subject="inventory" id={target.id} title={target.nombre} onClose={close} />
      )}
      {canReceive && (
        <ReceiveStockDialog
          item={lastDialog.kind === 'receive' ? target : null}
          open={dialog?.kind === 'receive'}
          onClose={close}
        />
      )}
    </>
  );
}
