import { showServerErrors } from '@lavadero/ui/forms/server-errors';
import { toast } from '@lavadero/ui/hooks/use-toast';
import type { UseFormSetError } from 'react-hook-form';
import type { UserForm } from './user-form';
import { userSaveFailure } from './user-save-failure';

/** Server refusals that belong to one field of the user dialog. */
const FIELD_OF_CODE: Readonly<Record<string, keyof UserForm>> = {
  USERNAME_TAKEN: 'username',
  LAST_ACTIVE_ADMIN: 'role',
};

/**
 * How the user dialogs answer the server (spec 2 §8): `done(title)` toasts and closes; `fail` puts
 * refusals under their fields and raises the 'Error' toast with the reason.
 */
export function saveOutcome(
  setError: UseFormSetError<UserForm>,
  onClose: () => void,
  action: 'crear' | 'modificar',
  fallback: string,
) {
  return {
    done: (title: string) => () => {
      toast({ title });
      onClose();
    },
    fail: (error: unknown) => {
      showServerErrors(setError, error, FIELD_OF_CODE);
      toast({
        variant: 'destructive',
        title: 'Error',
        description: userSaveFailure(error, action, fallback),
      });
    },
  };
}
