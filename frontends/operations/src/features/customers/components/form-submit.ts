import { showServerErrors } from '@lavadero/ui/forms/server-errors';
import { toast } from '@lavadero/ui/hooks/use-toast';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { toastWhatFailed } from '../../../components/toast-failure';

/** Server refusals that belong to one field, so the form can show them where the person looks. */
const FIELD_OF_CODE: Readonly<Record<string, string>> = {
  DOCUMENT_TAKEN: 'docNumero',
  INVALID_RUC: 'docNumero',
  PLATE_TAKEN: 'placa',
  CUSTOMER_NOT_FOUND: 'customerId',
};

/**
 * How the customer and vehicle dialogs answer the server: `done(title)` toasts the saved item and
 * closes; `fail(what)` puts refusals under their fields and raises the 'Error' toast.
 */
export function saveOutcome<Saved, Values extends FieldValues>({
  setError,
  onClose,
  describe,
}: {
  setError: UseFormSetError<Values>;
  onClose: () => void;
  describe: (saved: Saved) => string;
}) {
  return {
    done: (title: string) => (saved: Saved | undefined) => {
      toast({ title, description: saved ? describe(saved) : undefined });
      onClose();
    },
    fail: (what: string) => (error: unknown) => {
      showServerErrors(setError, error, FIELD_OF_CODE);
      toastWhatFailed(what, error);
    },
  };
}
