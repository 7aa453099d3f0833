import type { CurrentUserDto } from '@lavadero/contracts/auth';
import { applyTheme, initialTheme } from '@lavadero/ui/lib/theme';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { FirstToast } from './first-toast';
import { firstScreenStarted, handOver } from './handover';
import { type LoginRefusal, LoginScreen } from './login-screen';
import { StatusScreen } from './status-screen';

/**
 * The page's entry in the production build (vite-first-screen.ts puts it in index.html): checks the
 * session and, without one, shows the login with nothing but React, while the federated shell
 * (the `lavadero-app` entry) loads behind it. Signed in, the shell takes the page over.
 */
firstScreenStarted();
// Before the first paint, so a dark-mode user never sees a white flash.
applyTheme(initialTheme());

const root = createRoot(document.getElementById('root')!);
const app = document.querySelector<HTMLMetaElement>('meta[name="lavadero-app"]');
let appLoading: Promise<unknown> | undefined;
/** Starts the federated shell, its files fetched side by side rather than one import after another. */
const loadApp = () => {
  if (appLoading || !app) return;
  for (const file of app.dataset.preload?.split(' ').filter(Boolean) ?? []) {
    const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href: file });
    link.crossOrigin = '';
    // Below the sign-in: a login posted while these download takes the next free connection.
    link.fetchPriority = 'low';
    document.head.append(link);
  }
  appLoading = import(/* @vite-ignore */ app.content).catch(() =>
    root.render(<StatusScreen text="No se pudo cargar el sistema. Recargue la página." />),
  );
};

function enterApp(user: CurrentUserDto | null, signedInNow: boolean) {
  handOver({ user, signedInNow }, () => root.unmount());
  loadApp();
}

/** The signed-in user, null without a session, undefined when the check failed (the shell retries). */
async function currentUser(): Promise<CurrentUserDto | null | undefined> {
  try {
    const reply = await fetch('/api/auth/me', { headers: { Accept: 'application/json' } });
    if (reply.status === 401) return null;
    if (!reply.ok) return undefined;
    const body = (await reply.json()) as { user?: CurrentUserDto };
    return body.user ?? undefined;
  } catch {
    return undefined;
  }
}

/** The login, with the first screen's own toast for a refusal (the shell's toaster is not loaded yet). */
function FirstLogin() {
  const [refusal, setRefusal] = useState<LoginRefusal | null>(null);
  return (
    <>
      <LoginScreen
        onShown={loadApp}
        onSignedIn={(signedIn) => enterApp(signedIn, true)}
        onRefused={setRefusal}
      />
      <FirstToast message={refusal} onClose={() => setRefusal(null)} />
    </>
  );
}

root.render(<StatusScreen text="Verificando autenticación..." />);
currentUser().then((user) => {
  if (user === null) root.render(<FirstLogin />);
  else {
    root.render(<StatusScreen text="Cargando..." />);
    enterApp(user ?? null, false);
  }
});
