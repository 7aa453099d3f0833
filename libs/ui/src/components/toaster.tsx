import { useToast } from '@lavadero/ui/hooks/use-toast';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';

/** Notification display time, swipe-to-dismiss distance and focus hotkey (spec 1 §9). */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ['F8'];

/**
 * Renders the page's toasts. Mounted once, by the shell. The store is imported through the package
 * name (not './hooks/...') on purpose: under Module Federation that makes even a fallback copy of this
 * file resolve the store through the shared scope, so toasts raised by a remote appear here.
 */
export function Toaster() {
  const { toasts } = useToast();

  return (
    <ToastProvider
      duration={TOAST_DURATION_MS}
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label="Notificación"
    >
      {toasts.map(({ id, title, description, action, ...props }) => (
        <Toast key={id} {...props}>
          <div className="grid gap-1">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport hotkey={TOAST_HOTKEY} label="Notificaciones ({hotkey})" />
    </ToastProvider>
  );
}
