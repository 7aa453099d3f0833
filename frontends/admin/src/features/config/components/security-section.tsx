import { ChangeOwnPasswordForm } from '@lavadero/contracts/account';
import type { CurrentUserDto } from '@lavadero/contracts/auth';
import { Button } from '@lavadero/ui/components/button';
import { FormField } from '@lavadero/ui/components/form-field';
import { Input } from '@lavadero/ui/components/input';
import { showServerErrors } from '@lavadero/ui/forms/server-errors';
import { useZodForm } from '@lavadero/ui/forms/use-zod-form';
import { toast } from '@lavadero/ui/hooks/use-toast';
import { roleLabel } from '@lavadero/ui/lib/roles';
import { KeyRound, Loader2, UserCog } from 'lucide-react';
import { toastFailure } from '../../../components/toast-failure';
import { useChangePassword } from '../api/change-password';
import { SectionCard } from './section-card';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };
/** The server refuses a wrong current password by code; its message belongs under that field. */
const FIELD_OF_CODE = { WRONG_CURRENT_PASSWORD: 'currentPassword' };

function Detail({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div>
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="font-medium">{value || '—'}</dd>
    </div>
  );
}

/** Security: who is signed in, and the change of one's own password (with its confirmation). */
export function SecuritySection({ user }: { user: CurrentUserDto | null | undefined }) {
  const change = useChangePassword();
  const disabled = change.isPending;
  const form = useZodForm(ChangeOwnPasswordForm, {
    defaultValues: EMPTY,
    onValid: ({ currentPassword, newPassword }) => {
      if (!user) {
        toast({
          variant: 'destructive',
          title: 'Error al cambiar contraseña',
          description: 'Usuario no identificado',
        });
        return;
      }
      change.mutate(
        { userId: user.id, body: { currentPassword, newPassword } },
        {
          onSuccess: () => {
            form.reset(EMPTY);
            toast({
              title: 'Contraseña actualizada',
              description: 'Su contraseña fue cambiada correctamente.',
            });
          },
          onError: (error) => {
            showServerErrors(form.setError, error, FIELD_OF_CODE);
            toastFailure('Error al cambiar contraseña', error);
          },
        },
      );
    },
  });
  const { control } = form;

  return (
    <SectionCard id="seguridad" icon={UserCog} title="Seguridad" description="Su cuenta y su contraseña">
      <dl className="grid grid-cols-2 gap-3 md:col-span-2 md:grid-cols-4" aria-label="Usuario actual">
        <Detail label="Usuario" value={user?.username} />
        <Detail label="Nombre completo" value={user?.fullName} />
        <Detail label="Rol" value={user ? roleLabel(user.role) : null} />
        <Detail label="Email" value={user?.email} />
      </dl>
      <form
        onSubmit={form.submit}
        noValidate
        className="grid gap-4 md:col-span-2 md:grid-cols-3"
        aria-label="Cambiar contraseña"
      >
        <FormField
          control={control}
          name="currentPassword"
          id="config-currentPassword"
          label="Contraseña actual"
          required
        >
          {(aria, field) => (
            <Input {...aria} {...field} disabled={disabled} type="password" autoComplete="current-password" />
          )}
        </FormField>
        <FormField
          control={control}
          name="newPassword"
          id="config-newPassword"
          label="Nueva contraseña"
          required
          hint="Mínimo 8 caracteres, con mayúscula, minúscula y número"
        >
          {(aria, field) => (
            <Input {...aria} {...field} disabled={disabled} type="password" autoComplete="new-password" />
          )}
        </FormField>
        <FormField
          control={control}
          name="confirmPassword"
          id="config-confirmPassword"
          label="Confirmar contraseña"
          required
        >
          {(aria, field) => (
            <Input {...aria} {...field} disabled={disabled} type="password" autoComplete="new-password" />
          )}
        </FormField>
        <div className="flex justify-end md:col-span-3">
          <Button type="submit" disabled={disabled}>
            {change.isPending ? <Loader2 className="animate-spin" /> : <KeyRound />}
            {change.isPending ? 'Guardando...' : 'Cambiar Contraseña'}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
