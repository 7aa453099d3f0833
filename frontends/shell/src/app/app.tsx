import { createQueryClient } from '@lavadero/ui/api/query-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { AuthGate } from '../features/auth/components/auth-gate';
import { AppErrorBoundary } from './app-error-boundary';
import { LoadingScreen } from './loading-screen';

// The page's one QueryClient: remotes get it from the provider below (useQueryClient), never their own.
const queryClient = createQueryClient();

// Loaded after the first paint: the login screen needs neither the router, the layout and its Radix
// primitives, nor the toast viewport (a toast raised before it arrives waits in the store).
const loadSignedInApp = () => import('./signed-in-app');
const SignedInApp = lazy(loadSignedInApp);
const Toaster = lazy(() => import('./lazy-toaster'));

/**
 * Page-wide providers. Remotes render inside these (React, react-query and @lavadero/ui are federation
 * singletons), so they use the same QueryClient and toast store without their own.
 */
export function App() {
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <AuthGate whileSignedOut={loadSignedInApp}>
          {(user) => (
            <Suspense fallback={<LoadingScreen />}>
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
