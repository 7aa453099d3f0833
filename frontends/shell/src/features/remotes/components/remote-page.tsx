import { Skeleton } from '@lavadero/ui/components/skeleton';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useState } from 'react';
import { loadRemotePage } from '../api/remote-registry';
import type { RemoteRoute } from '../remote-routes';
import { RemoteErrorBoundary } from './remote-error-boundary';

// One lazy component per route, kept across visits so a page is fetched once. A failed load is dropped
// from the cache so that 'Reintentar' fetches again instead of replaying the failure.
const pages = new Map<string, LazyExoticComponent<ComponentType>>();

function lazyPage(route: RemoteRoute): LazyExoticComponent<ComponentType> {
  const key = `${route.remote}/${route.module}`;
  let page = pages.get(key);
  if (!page) {
    page = lazy(async () => {
      try {
        return { default: await loadRemotePage(route.remote, route.module) };
      } catch (error) {
        pages.delete(key);
        throw error;
      }
    });
    pages.set(key, page);
  }
  return page;
}

function LoadingPage() {
  return (
    <div className="space-y-4" role="status" aria-label="Cargando módulo...">
      <Skeleton className="h-9 w-64" />
      <Skeleton className="h-5 w-96 max-w-full" />
      <div className="grid gap-4 md:grid-cols-3">
        <Skeleton className="h-28" />
        <Skeleton className="h-28" />
        <Skeleton className="h-28" />
      </div>
    </div>
  );
}

/** A page served by a remote, loaded when its route is first opened; failures stay inside the layout. */
export function RemotePage({ route }: { route: RemoteRoute }) {
  // Changing the key remounts the boundary and the lazy page: a new attempt, or another route (so one
  // route's failure never sticks to the next remote page rendered in the same place).
  const [attempt, setAttempt] = useState(0);
  const Page = lazyPage(route);
  return (
    <RemoteErrorBoundary
      key={`${route.path}#${attempt}`}
      label={route.label}
      onRetry={() => setAttempt((n) => n + 1)}
    >
      <Suspense fallback={<LoadingPage />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
