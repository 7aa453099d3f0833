import { serverMessage } from '@lavadero/ui/api/api-error';
import { apiRequest } from '@lavadero/ui/api/client';
import { toast } from '@lavadero/ui/hooks/use-toast';
import { useMutation } from '@tanstack/react-query';

/**
 * POST /api/auth/logout, then `leaveSession` (clear every cached answer, back to '/').
 * A 401 means the session was already gone: leave silently (spec 1 §8), hence no session-expiry rule here.
 */
export function useLogout(leaveSession: () => void) {
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/auth/logout', undefined, { expireSessionOn401: false }),
    onSuccess: () => {
      toast({ title: 'Sesión cerrada', description: 'Has cerrado sesión exitosamente' });
      leaveSession();
    },
    onError: (error) => {
      if (error.message.includes('401')) {
        leaveSession();
        return;
      }
      toast({
        variant: 'destructive',
        title: 'Error al cerrar sesión',
        description: serverMessage(error, error.message || 'No se pudo cerrar la sesión'),
      });
    },
  });
}
