import { isApiError, SESSION_EXPIRED, serverMessage } from '@lavadero/ui/api/api-error';

export const SIGN_IN_REQUIRED = 'Debe iniciar sesión para realizar esta acción.';

/**
 * Why creating or editing a user failed (spec 2 §8): no session, no admin rights, else the server's
 * Spanish reason (a taken username, the last active admin...) or `fallback`.
 */
export function userSaveFailure(error: unknown, action: 'crear' | 'modificar', fallback: string): string {
  if (error instanceof Error && error.message === SESSION_EXPIRED) return SIGN_IN_REQUIRED;
  if (isApiError(error)) {
    if (error.status === 401 || error.message.includes('Authentication required')) return SIGN_IN_REQUIRED;
    if (error.status === 403 || error.message.includes('Admin access required')) {
      return `Requiere permisos de administrador para ${action} usuarios.`;
    }
  }
  return serverMessage(error, fallback);
}
