import { failureReason } from '@lavadero/ui/api/api-error';
import { toast } from '@lavadero/ui/hooks/use-toast';

/**
 * A failed call as a destructive toast: `title`, then the server's Spanish reason (or `fallback` when
 * the server gave none). Nothing after a session expiry, which has its own toast.
 *
 * In the remote rather than libs/ui on purpose (as in the operations remote): a libs/ui module the shell
 * does not load itself would run as the remote's own copy and reach a toast store nobody displays.
 */
export function toastFailure(title: string, error: unknown, fallback?: string): void {
  const reason = failureReason(error);
  if (reason === null) return;
  const generic = reason === 'Verifique la conexión e intente nuevamente.';
  toast({ variant: 'destructive', title, description: generic && fallback ? fallback : reason });
}
