import { type RefObject, useRef, useState } from 'react';

/**
 * Gives keyboard focus back to what opened a dialog when it closes (Esc, 'Cancelar', after saving).
 * Radix returns it only to a `DialogTrigger`; most of our dialogs open from a plain button through
 * state, and Radix then left focus on the page body, so a keyboard user started over from the top.
 * If the opener is gone by then (its row was deleted), Radix's own choice stands.
 */
export function useReturnFocus(onCloseAutoFocus?: (event: Event) => void) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    opener,
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      const target = opener.current;
      opener.current = null;
      if (event.defaultPrevented || !target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}

/**
 * Rendered inside the dialog's content, which exists only while open: its first render is the render
 * of the opening, before React commits anything, so the active element is still the opener. (Radix's
 * open event comes after the commit, when a field's autoFocus has already taken the focus.)
 */
export function RememberOpener({ into }: { into: RefObject<HTMLElement | null> }) {
  useState(() => {
    const active = document.activeElement;
    into.current = active instanceof HTMLElement && active !== document.body ? active : null;
    return null;
  });
  return null;
}
