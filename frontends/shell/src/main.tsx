import './index.css';
import { applyTheme, initialTheme } from '@lavadero/ui/lib/theme';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerRemotesFromManifest } from './features/remotes/api/remote-registry';

// Before the first paint, so a dark-mode user never sees a white flash.
applyTheme(initialTheme());
// Start reading /remotes.json now; pages await it only when a remote route is opened.
registerRemotesFromManifest().catch(() => {
  // Reported by the remote route that needs it (remote-page.tsx), not here.
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
