import { CURRENT_USER_KEY } from '@lavadero/ui/api/use-current-user';
import { toast } from '@lavadero/ui/hooks/use-toast';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { LoginRefusal } from '../../../first-screen/login-screen';
import { type CurrentUser, displayName } from './current-user';

/** The greeting after a sign-in, on the first screen (main.tsx) or on the shell's login. */
export function welcome(user: CurrentUser): void {
  toast({ title: 'Login exitoso', description: `Bienvenido, ${displayName(user)}` });
}

/** A refused sign-in on the shell's login, in the shell's toaster. */
export function showRefusal(refusal: LoginRefusal): void {
  toast({ variant: 'destructive', ...refusal });
}

/**
 * What the shell does once its login signed someone in: greets them and shows the signed-in shell at
 * once with the user the server sent, then confirms it from /api/auth/me (spec 1 §4). Without a user
 * (202: the read models are behind) /api/auth/me alone says who it is.
 */
export function useSignedIn(): (user: CurrentUser | null) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (user) => {
      if (user) {
        welcome(user);
        queryClient.setQueryData(CURRENT_USER_KEY, { user });
      }
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
    [queryClient],
  );
}
