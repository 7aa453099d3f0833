import { failureReason, failureText } from '@lavadero/ui/api/api-error';
import { toast } from '@lavadero/ui/hooks/use-toast';

/**
 * A failed write as a destructive toast: `title`, then the server's Spanish reason (or `fallback` when
 * the server gave none; see failureText). Nothing after a session expiry, which has its own toast.
 *
 * Kept in the remote rather than libs/ui on purpose: a libs/ui module the shell does not load itself
 * runs as the remote's own copy, and that copy reaches a toast store of its own that nobody displays;
 * from here the store comes through the shared scope.
 */
export function toastFailure(title: string, error: unknown, fallback?: string): void {
  const description = failureText(error, fallback);
  if (description !== null) toast({ variant: 'destructive', title, description });
}

/** 'Error', then what failed and why ('No se pudo crear el cliente: El documento ya está registrado'). */
export function toastWhatFailed(what: string, error: unknown): void {
  const reason = failureReason(error);
  if (reason !== null) toast({ variant: 'destructive', title: 'Error', description: `${what}: ${reason}` });
}
