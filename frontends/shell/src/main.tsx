import './index.css';
import { applyTheme, initialTheme } from '@lavadero/ui/lib/theme';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

// Before the first paint, so a dark-mode user never sees a white flash.
applyTheme(initialTheme());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
