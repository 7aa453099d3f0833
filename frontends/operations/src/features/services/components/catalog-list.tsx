import { serverMessage } from '@lavadero/ui/api/api-error';
import { Alert, AlertDescription, AlertTitle } from '@lavadero/ui/components/alert';
import { EmptyState } from '@lavadero/ui/components/empty-state';
import { Skeleton } from '@lavadero/ui/components/skeleton';
import { AlertTriangle, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * One tab's body: loading skeletons, the load error, the empty state, or a grid of cards that
 * collapses to one column on a phone.
 */
export function CatalogList<T extends { id: string }>({
  label,
  items,
  isLoading,
  error,
  empty,
  renderItem,
}: {
  /** 'Servicios' or 'Combos': names the list for screen readers and the messages. */
  label: string;
  items: readonly T[];
  isLoading: boolean;
  error: Error | null;
  empty: { icon: LucideIcon; title: string; description: string; action?: ReactNode };
  renderItem: (item: T) => ReactNode;
}) {
  if (isLoading) {
    return (
      <div
        className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
        role="status"
        aria-label={`Cargando ${label.toLowerCase()}...`}
      >
        <Skeleton className="h-44" />
        <Skeleton className="h-44" />
        <Skeleton className="h-44" />
      </div>
    );
  }
  if (error) {
    return (
      <Alert variant="destructive">
        <AlertTriangle />
        <AlertTitle>No se pudieron cargar los {label.toLowerCase()}</AlertTitle>
        <AlertDescription>{serverMessage(error, error.message)}</AlertDescription>
      </Alert>
    );
  }
  if (items.length === 0) return <EmptyState {...empty} />;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>{renderItem(item)}</li>
      ))}
    </ul>
  );
}
