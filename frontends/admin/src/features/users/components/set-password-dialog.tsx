import { SetPasswordForm, type UserDto } from '@lavadero/contracts/users';
import { FormDialog, FormDialogForm } from '@lavadero/ui/components/form-dialog';
import { FormField } from '@lavadero/ui/components/form-field';
import { Input } from '@lavadero/ui/components/input';
import { useZodForm } from '@lavadero/ui/forms/use-zod-form';
import { toast } from '@lavadero/ui/hooks/use-toast';
import { useSetUserPassword } from '../api/set-user-password';
import { userSaveFailure } from './user-save-failure';

/** An admin gives another user a new password (someone who forgot theirs); that user's sessions end. */
export function SetPasswordDialog({ user, onClose }: { user: UserDto; onClose: () => void }) {
  const setPassword = useSetUserPassword();
  const form = useZodForm(SetPasswordForm, {
    defaultValues: { newPassword: '', confirmPassword: '' },
    onValid: (body) =>
      setPassword.mutate(
        { id: user.id, body },
        {
          onSuccess: () => {
            toast({
              title: 'Contraseña actualizada',
              description: `${user.username} debe ingresar de nuevo.`,
            });
            onClose();
          },
          onError: (error) =>
            toast({
              variant: 'destructive',
              title: 'Error al cambiar contraseña',
              description: userSaveFailure(error, 'modificar', 'No se pudo cambiar la contraseña.'),
            }),
        },
      ),
  });

  return (
    <FormDialog
      pending={setPassword.isPending}
      onClose={onClose}
      title="Cambiar Contraseña"
      description={`Nueva contraseña para ${user.username}. Sus sesiones abiertas se cerrarán.`}
    >
      <FormDialogForm
        onSubmit={form.submit}
        pending={setPassword.isPending}
        spinner
        submitLabel="Cambiar Contraseña"
        className="space-y-6"
      >
        <div className="grid gap-4">
          <FormField
            control={form.control}
            name="newPassword"
            id="set-password-new"
            label="Nueva contraseña"
            required
            hint="Al menos 8 caracteres, con mayúscula, minúscula y número"
          >
            {(aria, field) => (
              <Input {...aria} {...field} type="password" autoComplete="new-password" autoFocus />
            )}
          </FormField>
          <FormField
            control={form.control}
            name="confirmPassword"
            id="set-password-confirm"
            label="Confirmar contraseña"
            required
          >
            {(aria, field) => <Input {...aria} {...field} type="password" autoComplete="new-password" />}
          </FormField>
        </div>
      </FormDialogForm>
    </FormDialog>
  );
}
