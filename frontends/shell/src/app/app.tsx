import { queryClient } from '@lavadero/ui/api/client';
import { Toaster } from '@lavadero/ui/components/toaster';
import { TooltipProvider } from '@lavadero/ui/components/tooltip';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { AuthGate } from '../features/auth/components/auth-gate';
import { UserPanel } from '../features/auth/components/user-panel';
import { AppLayout } from '../features/layout/components/app-layout';
import { AppErrorBoundary } from './app-error-boundary';
import { AppRoutes } from './app-routes';

/**
 * Page-wide providers. Remotes render inside these (React, the router, react-query and @lavadero/ui are
 * federation singletons), so they use the same QueryClient, router and toast store without their own.
 */
export function App() {
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <TooltipProvider>
          <BrowserRouter>
            <AuthGate>
              {(user) => (
                <AppLayout sidebarFooter={<UserPanel user={user} />}>
                  <AppRoutes />
                </AppLayout>
              )}
            </AuthGate>
          </BrowserRouter>
          <Toaster />
        </TooltipProvider>
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
