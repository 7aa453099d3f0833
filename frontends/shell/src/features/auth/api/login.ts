import type { LoginBody } from '@lavadero/contracts/auth';
import { serverMessage } from '@lavadero/ui/api/api-error';
import { apiRequest } from '@lavadero/ui/api/client';
import { CURRENT_USER_KEY } from '@lavadero/ui/api/use-current-user';
import { toast } from '@lavadero/ui/hooks/use-toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CurrentUser, displayName } from './current-user';

type LoginReply = { user?: CurrentUser };

/** A 2xx reply without a user: the server misbehaved, the password was not the problem. */
class InvalidLoginReply extends Error {}

async function login(body: LoginBody): Promise<CurrentUser> {
  // A 401 here means wrong credentials, not an expired session: no 'Sesión expirada' toast, no redirect.
  const reply = await apiRequest<LoginReply>('POST', '/api/auth/login', body, { expireSessionOn401: false });
  if (!reply?.user) throw new InvalidLoginReply('Respuesta inválida del servidor');
  return reply.user;
}

/** The greeting after a sign-in, here or on the first screen (main.tsx). */
export function welcome(user: CurrentUser): void {
  toast({ title: 'Login exitoso', description: `Bienvenido, ${displayName(user)}` });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: async (user) => {
      welcome(user);
      // Show the shell at once with the user we got, then confirm it from /api/auth/me (spec 1 §4).
      queryClient.setQueryData(CURRENT_USER_KEY, { user });
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
    onError: (error) => {
      if (error instanceof InvalidLoginReply) {
        toast({
          variant: 'destructive',
          title: 'Error de login',
          description: 'Respuesta inválida del servidor',
        });
        return;
      }
      toast({
        variant: 'destructive',
        title: 'Error de autenticación',
        description: serverMessage(error, 'Usuario o contraseña incorrectos'),
      });
    },
  });
}
