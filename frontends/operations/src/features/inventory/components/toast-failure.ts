import { serverMessage } from '@lavadero/ui/api/api-error';
import { toast } from '@lavadero/ui/hooks/use-toast';

/**
 * A failed write: a destructive toast titled with the spec's text (spec 2 §8) and the server's
 * Spanish reason. An expired session already has its own toast and redirect, so it gets no second one.
 */
export function toastFailure(title: string, error: unknown): void {
  if (error instanceof Error && error.message === 'Session expired') return;
  toast({
    variant: 'destructive',
    title,
    description: serverMessage(error, 'Verifique la conexión e intente nuevamente.'),
  });
}
