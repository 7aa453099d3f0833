/** Spanish texts for the refusals of the users context, beside the rules that raise them. */
export const userMessages = {
  invalidCredentials: 'Usuario o contraseña incorrectos',
  blocked: 'Usuario bloqueado. Contacte al administrador.',
  throttled: (seconds: number) => `Demasiados intentos fallidos. Intente nuevamente en ${waitText(seconds)}.`,
  inactive: 'Usuario inactivo. Contacte al administrador.',
  expired: 'La suscripción del usuario ha expirado. Contacte al administrador.',
  notFound: 'Usuario no encontrado',
  alreadyExists: 'El usuario ya existe',
  usernameTaken: 'El nombre de usuario ya está en uso',
  wrongCurrentPassword: 'La contraseña actual es incorrecta',
  cannotDeactivateSelf: 'No puede desactivar ni bloquear su propio usuario',
  cannotDemoteSelf: 'No puede quitarse a sí mismo el rol de administrador',
  lastActiveAdmin:
    'No se puede desactivar, bloquear, quitar el rol de administrador ni adelantar el vencimiento del último administrador activo: el sistema debe tener siempre un administrador.',
  setOwnPassword: 'Para cambiar su propia contraseña use "Cambiar contraseña" en Configuración.',
} as const;

function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} segundos`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
}
