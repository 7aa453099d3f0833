import { onSessionEnd } from '@lavadero/ui/api/session-expiry';
import { CURRENT_USER_KEY, useCurrentUser } from '@lavadero/ui/api/use-current-user';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { LoginScreen } from '../../../first-screen/login-screen';
import { StatusScreen } from '../../../first-screen/status-screen';
import type { CurrentUser } from '../api/current-user';
import { showRefusal, useSignedIn } from '../api/login';
import { LeaveSessionContext } from './session-context';

/**
 * Checks the session before any screen (spec 1 §2): a message while checking, the login without a
 * user (the first screen's, the page's one login), and `children(user)` (the shell) with one.
 * `whileSignedOut` runs once the login is on screen: the shell fetches the signed-in code then, so the
 * sign-in does not wait for it.
 */
export function AuthGate({
  whileSignedOut,
  children,
}: {
  whileSignedOut?: () => void;
  children: (user: CurrentUser) => ReactNode;
}) {
  const queryClient = useQueryClient();
  const signedIn = useSignedIn();
  const { data: user, isLoading } = useCurrentUser<CurrentUser>();
  // Bumped to re-render after clear(): this component's query observer still points at the query that
  // clear() removed, and only a render makes it pick up the fresh (signed-out) one.
  const [, setGeneration] = useState(0);

  // Every cached answer goes, the remotes' too (they share this client), then the login at '/'. The
  // router lives inside the signed-in shell, which unmounts now and starts from '/' at the next sign-in.
  const leaveSession = useCallback(() => {
    queryClient.clear();
    queryClient.setQueryData(CURRENT_USER_KEY, null);
    window.history.pushState(null, '', '/');
    setGeneration((n) => n + 1);
  }, [queryClient]);

  // A 401 anywhere (shell or remote) ends here, 1.5 s after the 'Sesión expirada' toast.
  useEffect(() => onSessionEnd(leaveSession), [leaveSession]);

  if (isLoading) return <StatusScreen text="Verificando autenticación..." />;

  return (
    <LeaveSessionContext.Provider value={leaveSession}>
      {user ? (
        children(user)
      ) : (
        <LoginScreen onShown={whileSignedOut} onSignedIn={signedIn} onRefused={showRefusal} />
      )}
    </LeaveSessionContext.Provider>
  );
}
