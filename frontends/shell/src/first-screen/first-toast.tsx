import { useEffect } from 'react';
import { CloseIcon } from './icons';
import type { LoginRefusal } from './login-screen';

/** As long as the shell's toasts stay (TOAST_DURATION_MS in @lavadero/ui's toaster). */
const SHOWN_MS = 5000;

/**
 * The first screen's one notification (a refused sign-in), in the same place, look and landmark as
 * the shell's toaster, which is federation-shared and so not loaded yet.
 */
export function FirstToast({ message, onClose }: { message: LoginRefusal | null; onClose: () => void }) {
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(onClose, SHOWN_MS);
    return () => clearTimeout(timer);
  }, [message, onClose]);

  return (
    <section aria-label="Notificaciones (F8)">
      <ol className="pointer-events-none fixed right-0 bottom-0 z-[100] flex max-h-screen w-full flex-col p-4 md:max-w-[420px]">
        {message && (
          <li className="destructive group pointer-events-auto relative flex w-full items-center justify-between space-x-2 overflow-hidden rounded-md border border-destructive bg-destructive p-4 pr-6 text-destructive-foreground shadow-lg">
            <div className="grid gap-1">
              <div className="font-semibold text-sm">{message.title}</div>
              <div className="text-sm opacity-90">{message.description}</div>
            </div>
            <button
              type="button"
              aria-label="Cerrar"
              onClick={onClose}
              className="absolute top-1 right-1 rounded-md p-1 text-red-300 hover:text-red-50"
            >
              <CloseIcon />
            </button>
          </li>
        )}
      </ol>
    </section>
  );
}
