import { saleRefusalText } from '@lavadero/contracts/sales';
import { failureReason, isApiError } from '@lavadero/ui/api/api-error';
import { toast } from '@lavadero/ui/hooks/use-toast';

export const toastSuccess = (title: string, description: string) => toast({ title, description });

/**
 * A failed sale write (spec 1 §8): `title`, then the 24 h refusal text ('… ({h}h transcurridas de
 * 24h permitidas)'), else the server's message, else `fallback`. Nothing after a session expiry, which
 * has its own toast. In the remote, not libs/ui: the toast store must come through the shared scope.
 */
export function toastFailure(title: string, error: unknown, fallback: string): void {
  if (error !== null && failureReason(error) === null) return;
  const body = isApiError(error) && typeof error.body === 'object' && error.body !== null ? error.body : null;
  const refusal = body ? saleRefusalText(body as Record<string, unknown>) : undefined;
  const message = isApiError(error) ? failureReason(error) : null;
  toast({ variant: 'destructive', title, description: refusal ?? message ?? fallback });
}
