import { TooltipProvider } from '@lavadero/ui/components/tooltip';
import { BrowserRouter } from 'react-router';
import type { CurrentUser } from '../features/auth/api/current-user';
import { UserPanel } from '../features/auth/components/user-panel';
import { AppLayout } from '../features/layout/components/app-layout';
import { registerRemotesFromManifest } from '../features/remotes/api/remote-registry';
import { AppRoutes } from './app-routes';

// Start reading /remotes.json as soon as this code arrives; pages await it only when a remote route is
// opened, and a failure is reported by that route (remote-page.tsx), not here.
registerRemotesFromManifest().catch(() => {});

/**
 * Everything a signed-in person sees: router, layout, routes. Split from the login (React.lazy in
 * app.tsx) and mounted afresh at each sign-in, so the router starts from the address the session left.
 */
export default function SignedInApp({ user }: { user: CurrentUser }) {
  return (
    <TooltipProvider>
      <BrowserRouter>
        <AppLayout sidebarFooter={<UserPanel user={user} />}>
          <AppRoutes />
        </AppLayout>
      </BrowserRouter>
    </TooltipProvider>
  );
}
