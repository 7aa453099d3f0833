import { EditUserForm, type UserDto } from '@lavadero/contracts/users';
import { FormDialog, FormDialogForm } from '@lavadero/ui/components/form-dialog';
import { useZodForm } from '@lavadero/ui/forms/use-zod-form';
import { useUpdateUser } from '../api/update-user';
import { saveOutcome } from './save-outcome';
import { userToForm } from './user-form';
import { UserFormFields } from './user-form-fields';

/** 'Editar Usuario': every field but the username and the password (spec 2 §5). */
export function EditUserDialog({ user, onClose }: { user: UserDto; onClose: () => void }) {
  const update = useUpdateUser();
  const form = useZodForm(EditUserForm, {
    defaultValues: userToForm(user),
    onValid: (body) =>
      update.mutate({ id: user.id, body }, { onSuccess: done('Usuario actualizado'), onError: fail }),
  });
  const { done, fail } = saveOutcome(
    form.setError,
    onClose,
    'modificar',
    'No se pudo actualizar el usuario.',
  );

  return (
    <FormDialog
      pending={update.isPending}
      onClose={onClose}
      className="max-h-[90vh] overflow-y-auto sm:max-w-2xl"
      title="Editar Usuario"
      description={`Modifique los datos de ${user.username}. Los campos con * son obligatorios.`}
    >
      <FormDialogForm
        onSubmit={form.submit}
        pending={update.isPending}
        spinner
        submitLabel="Actualizar"
        className="space-y-6"
      >
        <UserFormFields control={form.control} disabled={update.isPending} creating={false} />
      </FormDialogForm>
    </FormDialog>
  );
}
