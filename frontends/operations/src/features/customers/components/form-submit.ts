import { toast } from '@lavadero/ui/hooks/use-toast';
import type { FormEvent } from 'react';
import { toastFailure } from '../../../components/toast-failure';
import { type FieldErrors, serverFieldErrors } from './form-errors';

/**
 * Stops the browser's own submit and runs `save`. A throw there is a bug, not a refusal, but the person
 * still gets told that nothing was saved.
 */
export function submitSafely(event: FormEvent, save: () => void): void {
  event.preventDefault();
  try {
    save();
  } catch {
    toast({
      variant: 'destructive',
      title: 'Error',
      description: 'Error inesperado al procesar el formulario',
    });
  }
}

/**
 * How the customer and vehicle dialogs answer the server: `done(title)` toasts the saved item and
 * closes; `fail(what)` puts refusals under their fields and raises the 'Error' toast.
 */
export function saveOutcome<Saved>({
  setErrors,
  onClose,
  describe,
}: {
  setErrors: (errors: FieldErrors) => void;
  onClose: () => void;
  describe: (saved: Saved) => string;
}) {
  return {
    done: (title: string) => (saved: Saved | undefined) => {
      toast({ title, description: saved ? describe(saved) : undefined });
      onClose();
    },
    fail: (what: string) => (error: unknown) => {
      setErrors(serverFieldErrors(error));
      toastFailure('Error', error, what);
    },
  };
}
