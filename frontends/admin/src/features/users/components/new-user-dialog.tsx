import { NewUserForm } from '@lavadero/contracts/users';
import { FormDialog, FormDialogForm } from '@lavadero/ui/components/form-dialog';
import { useZodForm } from '@lavadero/ui/forms/use-zod-form';
import { useCreateUser } from '../api/create-user';
import { saveOutcome } from './save-outcome';
import { EMPTY_USER_FORM } from './user-form';
import { UserFormFields } from './user-form-fields';

/** 'Nuevo Usuario': mounted only while open, so it starts empty every time. */
export function NewUserDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateUser();
  const form = useZodForm(NewUserForm, {
    defaultValues: EMPTY_USER_FORM,
    onValid: (body) => create.mutate(body, { onSuccess: done('Usuario creado'), onError: fail }),
  });
  const { done, fail } = saveOutcome(form.setError, onClose, 'crear', 'No se pudo crear el usuario.');

  return (
    <FormDialog
      pending={create.isPending}
      onClose={onClose}
      className="max-h-[90vh] overflow-y-auto sm:max-w-2xl"
      title="Nuevo Usuario"
      description="Complete los datos del nuevo usuario. Los campos con * son obligatorios."
    >
      <FormDialogForm
        onSubmit={form.submit}
        pending={create.isPending}
        spinner
        submitLabel="Crear Usuario"
        className="space-y-6"
      >
        <UserFormFields control={form.control} disabled={create.isPending} creating />
      </FormDialogForm>
    </FormDialog>
  );
}
