import { useCallback, useSyncExternalStore } from 'react';
import { applyTheme, initialTheme, saveTheme, type Theme } from '../lib/theme';

// One theme for the whole page: every component (shell or remote) that calls useTheme sees the same value.
let current: Theme | null = null;
const listeners = new Set<() => void>();

function getTheme(): Theme {
  if (current === null) {
    current = initialTheme();
    applyTheme(current);
  }
  return current;
}

function setTheme(theme: Theme): void {
  current = theme;
  applyTheme(theme);
  saveTheme(theme);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTheme(): { theme: Theme; setTheme: (theme: Theme) => void; toggleTheme: () => void } {
  const theme = useSyncExternalStore(subscribe, getTheme, () => 'light' as const);
  const toggleTheme = useCallback(() => setTheme(getTheme() === 'dark' ? 'light' : 'dark'), []);
  return { theme, setTheme, toggleTheme };
}
