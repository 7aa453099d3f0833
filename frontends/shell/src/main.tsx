import './index.css';
import { createQueryClient } from '@lavadero/ui/api/query-client';
import { CURRENT_USER_KEY } from '@lavadero/ui/api/use-current-user';
import { applyTheme, initialTheme } from '@lavadero/ui/lib/theme';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, loadSignedInApp } from './app/app';
import { welcome } from './features/auth/api/login';
import { takeOver } from './first-screen/handover';

// The first screen (first-screen/) may still show the login: fetch the signed-in code meanwhile.
const signedInApp = loadSignedInApp();
signedInApp.catch(() => {}); // a failure surfaces when the page renders it (React.lazy)

// Signed in, the shell renders once that code is here: the dashboard then comes in one commit, while
// the first screen still shows its 'Iniciando sesión...'.
takeOver((handover) => (handover.user ? signedInApp : Promise.resolve())).then((handover) => {
  // Before the first paint, so a dark-mode user never sees a white flash (the first screen did it too).
  applyTheme(initialTheme());
  // The page's one QueryClient: remotes get it from the provider (useQueryClient), never their own.
  const queryClient = createQueryClient();
  if (handover?.user) queryClient.setQueryData(CURRENT_USER_KEY, { user: handover.user });
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
  if (handover?.user && handover.signedInNow) welcome(handover.user);
});
