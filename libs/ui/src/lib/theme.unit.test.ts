// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyTheme, initialTheme, saveTheme, THEME_STORAGE_KEY } from './theme';

function preferDark(dark: boolean): void {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: dark && query === '(prefers-color-scheme: dark)',
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
  document.documentElement.classList.remove('dark');
});

describe('initialTheme', () => {
  it('uses the saved value first', () => {
    preferDark(true);
    window.localStorage.setItem(THEME_STORAGE_KEY, 'light');
    expect(initialTheme()).toBe('light');
  });

  it('falls back to the operating-system preference', () => {
    preferDark(true);
    expect(initialTheme()).toBe('dark');
    preferDark(false);
    expect(initialTheme()).toBe('light');
  });

  it('ignores a saved value that is not a theme', () => {
    preferDark(true);
    window.localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    expect(initialTheme()).toBe('dark');
  });
});

describe('applyTheme / saveTheme', () => {
  it("toggles the 'dark' class on <html>", () => {
    applyTheme('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    applyTheme('light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });

  it("stores the choice under 'theme'", () => {
    saveTheme('dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');
  });
});

describe('useTheme', () => {
  it('starts from the saved theme, toggles, applies and persists', async () => {
    preferDark(false);
    window.localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    // Fresh module: the hook keeps one theme per page in module state.
    vi.resetModules();
    const { useTheme } = await import('../hooks/use-theme');
    const { result } = renderHook(() => useTheme());
    expect(result.current.theme).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);

    act(() => result.current.toggleTheme());
    expect(result.current.theme).toBe('light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });
});
