import { failureReason } from '@lavadero/ui/api/api-error';
import { toast } from '@lavadero/ui/hooks/use-toast';

/**
 * A failed write as a destructive toast: `title`, then the server's Spanish reason, after what failed
 * when `what` is given ('No se pudo crear el cliente: …'). Nothing after a session expiry, which has its
 * own toast.
 *
 * Kept in the remote rather than libs/ui on purpose: a libs/ui module the shell does not load itself
 * runs as the remote's own copy, and that copy reaches a toast store of its own that nobody displays;
 * from here the store comes through the shared scope.
 */
export function toastFailure(title: string, error: unknown, what?: string): void {
  const reason = failureReason(error);
  if (reason === null) return;
  toast({ variant: 'destructive', title, description: what ? `${what}: ${reason}` : reason });
}
