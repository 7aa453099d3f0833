import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { AuthGate } from '../features/auth/components/auth-gate';
import { StatusScreen } from '../first-screen/status-screen';
import { AppErrorBoundary } from './app-error-boundary';
import { preloadable } from './preloadable';

// Loaded after the first paint: the login screen needs neither the router, the layout and its Radix
// primitives, nor the toast viewport (a toast raised before it arrives waits in the store).
const signedInApp = preloadable(() => import('./signed-in-app'));
const toaster = preloadable(() => import('./lazy-toaster'));
const SignedInApp = signedInApp.Component;
const Toaster = toaster.Component;

/** Fetches what the signed-in page renders; rendered once it is here, the page shows no fallback. */
export const loadSignedInApp = () => Promise.all([signedInApp.preload(), toaster.preload()]);

/**
 * Page-wide providers around the page's one QueryClient (made in main.tsx). Remotes render inside these
 * (React, react-query and @lavadero/ui are federation singletons), so they use the same QueryClient and
 * toast store without their own.
 */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <AuthGate whileSignedOut={loadSignedInApp}>
          {(user) => (
            <Suspense fallback={<StatusScreen text="Cargando..." />}>
              <SignedInApp user={user} />
            </Suspense>
          )}
        </AuthGate>
        <Suspense>
          <Toaster />
        </Suspense>
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
