import { saleRefusalText } from '@lavadero/contracts/sales';
import { failureText, isApiError } from '@lavadero/ui/api/api-error';
import { toast } from '@lavadero/ui/hooks/use-toast';

export const toastSuccess = (title: string, description: string) => toast({ title, description });

/**
 * Why a sale write failed (spec 1 §8): the 24 h refusal ('… ({h}h transcurridas de 24h permitidas)'),
 * else the server's message, else `fallback`. Null after a session expiry, which has its own toast.
 */
export function saleFailureText(error: unknown, fallback: string): string | null {
  const body =
    isApiError(error) && typeof error.body === 'object' && error.body !== null
      ? (error.body as Record<string, unknown>)
      : {};
  return saleRefusalText(body) ?? failureText(error, fallback);
}

/** Like every remote's toastFailure; in the remote, not libs/ui: the toast store comes through the shared scope. */
export function toastFailure(title: string, error: unknown, fallback: string): void {
  const description = saleFailureText(error, fallback);
  if (description !== null) toast({ variant: 'destructive', title, description });
}
