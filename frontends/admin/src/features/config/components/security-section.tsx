import { zodResolver } from '@hookform/resolvers/zod';
import { ChangeOwnPasswordForm } from '@lavadero/contracts/account';
import type { CurrentUserDto } from '@lavadero/contracts/auth';
import { isApiError, serverMessage } from '@lavadero/ui/api/api-error';
import { Button } from '@lavadero/ui/components/button';
import { toast } from '@lavadero/ui/hooks/use-toast';
import { roleLabel } from '@lavadero/ui/lib/roles';
import { KeyRound, Loader2, UserCog } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toastFailure } from '../../../components/toast-failure';
import { useChangePassword } from '../api/change-password';
import { SectionCard } from './section-card';
import { applyServerIssues } from './server-field-errors';
import { TextField } from './text-field';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

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
  const form = useForm<ChangeOwnPasswordForm>({
    resolver: zodResolver(ChangeOwnPasswordForm),
    defaultValues: EMPTY,
  });
  const change = useChangePassword();

  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) => {
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
          applyServerIssues(error, form.setError);
          if (
            isApiError(error) &&
            (error.body as { code?: unknown } | undefined)?.code === 'WRONG_CURRENT_PASSWORD'
          )
            form.setError('currentPassword', {
              message: serverMessage(error, 'La contraseña actual es incorrecta'),
            });
          toastFailure('Error al cambiar contraseña', error);
        },
      },
    );
  });
  const field = { form, disabled: change.isPending, type: 'password', autoComplete: 'off' };

  return (
    <SectionCard id="seguridad" icon={UserCog} title="Seguridad" description="Su cuenta y su contraseña">
      <dl className="grid grid-cols-2 gap-3 md:col-span-2 md:grid-cols-4" aria-label="Usuario actual">
        <Detail label="Usuario" value={user?.username} />
        <Detail label="Nombre completo" value={user?.fullName} />
        <Detail label="Rol" value={user ? roleLabel(user.role) : null} />
        <Detail label="Email" value={user?.email} />
      </dl>
      <form
        onSubmit={onSubmit}
        noValidate
        className="grid gap-4 md:col-span-2 md:grid-cols-3"
        aria-label="Cambiar contraseña"
      >
        <TextField
          {...field}
          name="currentPassword"
          label="Contraseña actual"
          required
          autoComplete="current-password"
        />
        <TextField
          {...field}
          name="newPassword"
          label="Nueva contraseña"
          required
          autoComplete="new-password"
          hint="Mínimo 8 caracteres, con mayúscula, minúscula y número"
        />
        <TextField
          {...field}
          name="confirmPassword"
          label="Confirmar contraseña"
          required
          autoComplete="new-password"
        />
        <div className="flex justify-end md:col-span-3">
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? <Loader2 className="animate-spin" /> : <KeyRound />}
            {change.isPending ? 'Guardando...' : 'Cambiar Contraseña'}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
