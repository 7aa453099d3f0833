import type { CurrentUserDto } from '@lavadero/contracts/auth';
import type { UserDto } from '@lavadero/contracts/users';
import { useCurrentUser } from '@lavadero/ui/api/use-current-user';
import { Button } from '@lavadero/ui/components/button';
import { toast } from '@lavadero/ui/hooks/use-toast';
import { KeyRound, LockOpen, Pencil, Power, PowerOff, RotateCcw } from 'lucide-react';
import { useLiftLoginThrottle } from '../api/lift-login-throttle';
import { useUpdateUser } from '../api/update-user';
import { userSaveFailure } from './user-save-failure';

export type UserDialog = { kind: 'edit' | 'password'; user: UserDto };

/**
 * Edit, toggle active (only isActive is sent), a new password, and, when they apply, unblock and
 * 'let them try again' for an account slowed down by wrong passwords.
 */
export function UserRowActions({ user, onOpen }: { user: UserDto; onOpen: (dialog: UserDialog) => void }) {
  const update = useUpdateUser();
  const self = useCurrentUser<CurrentUserDto>().data?.id === user.id;
  const lift = useLiftLoginThrottle();
  const failed = (title: string) => (error: unknown) =>
    toast({
      variant: 'destructive',
      title,
      description: userSaveFailure(error, 'modificar', 'No se pudo actualizar el usuario.'),
    });
  const toggle = () =>
    update.mutate(
      { id: user.id, body: { isActive: !user.isActive } },
      {
        onSuccess: () => toast({ title: 'Estado actualizado' }),
        onError: failed('Error al actualizar estado'),
      },
    );
  const unblock = () =>
    update.mutate(
      { id: user.id, body: { isBlocked: false } },
      { onSuccess: () => toast({ title: 'Usuario desbloqueado' }), onError: failed('Error al desbloquear') },
    );
  const liftThrottle = () =>
    lift.mutate(user.id, {
      onSuccess: () => toast({ title: 'Intentos fallidos restablecidos' }),
      onError: failed('Error al restablecer intentos'),
    });
  const busy = update.isPending || lift.isPending;

  return (
    <div className="flex justify-end gap-1">
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Editar ${user.username}`}
        title="Editar"
        onClick={() => onOpen({ kind: 'edit', user })}
      >
        <Pencil />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`${user.isActive ? 'Desactivar' : 'Activar'} ${user.username}`}
        title={user.isActive ? 'Desactivar' : 'Activar'}
        disabled={busy}
        onClick={toggle}
      >
        {user.isActive ? <PowerOff /> : <Power />}
      </Button>
      {/* One's own password changes with the current one, under Configuración. */}
      {!self && (
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Cambiar contraseña de ${user.username}`}
          title="Cambiar contraseña"
          onClick={() => onOpen({ kind: 'password', user })}
        >
          <KeyRound />
        </Button>
      )}
      {user.isBlocked && (
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Desbloquear ${user.username}`}
          title="Desbloquear"
          disabled={busy}
          onClick={unblock}
        >
          <LockOpen />
        </Button>
      )}
      {user.failedLoginAttempts > 0 && (
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Restablecer intentos fallidos de ${user.username}`}
          title={`Restablecer intentos fallidos (${user.failedLoginAttempts})`}
          disabled={busy}
          onClick={liftThrottle}
        >
          <RotateCcw />
        </Button>
      )}
    </div>
  );
}
