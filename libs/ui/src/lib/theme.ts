/**
 * Light/dark theme (spec 1 §2 Dashboard, §4): the choice is stored locally under the key 'theme';
 * with nothing saved, the operating-system preference decides. Dark mode is the `dark` class on <html>,
 * which the Tailwind `dark:` variant and the tokens in styles/tokens.css key off.
 */
export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme';

function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark';
}

/** The saved theme, if any. Storage can throw (privacy mode, blocked cookies): treat that as nothing saved. */
export function readSavedTheme(): Theme | null {
  try {
    const saved = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(saved) ? saved : null;
  } catch {
    return null;
  }
}

export function systemTheme(): Theme {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches
    ? 'dark'
    : 'light';
}

export function initialTheme(): Theme {
  return readSavedTheme() ?? systemTheme();
}

export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
}

export function saveTheme(theme: Theme): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Not persisted, but still applied for this page: better than failing the toggle.
  }
}
