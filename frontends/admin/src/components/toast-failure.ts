import { failureText } from '@lavadero/ui/api/api-error';
import { toast } from '@lavadero/ui/hooks/use-toast';

/**
 * A failed call as a destructive toast: `title`, then the server's Spanish reason (or `fallback` when
 * the server gave none; see failureText). Nothing after a session expiry, which has its own toast.
 *
 * In the remote rather than libs/ui on purpose (as in the operations remote): a libs/ui module the shell
 * does not load itself would run as the remote's own copy and reach a toast store nobody displays.
 */
export function toastFailure(title: string, error: unknown, fallback?: string): void {
  const description = failureText(error, fallback);
  if (description !== null) toast({ variant: 'destructive', title, description });
}
