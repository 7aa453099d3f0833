import { newPassword } from './users';
import { z } from './zod-es';

/**
 * POST /api/users/{id}/change-password. The new password follows the user-creation rule
 * (issue 7 overrides the spec's 6 characters).
 */
export const ChangeOwnPasswordBody = z.object({
  currentPassword: z
    .string({ error: 'La contraseña actual es requerida' })
    .min(1, 'La contraseña actual es requerida'),
  newPassword,
});
export type ChangeOwnPasswordBody = z.infer<typeof ChangeOwnPasswordBody>;

/** The security section's form: the body plus a confirmation that never leaves the browser. */
export const ChangeOwnPasswordForm = ChangeOwnPasswordBody.extend({
  confirmPassword: z.string({ error: 'Confirme la contraseña' }).min(1, 'Confirme la contraseña'),
}).refine((f) => f.confirmPassword === f.newPassword, {
  message: 'Las contraseñas no coinciden',
  path: ['confirmPassword'],
});
export type ChangeOwnPasswordForm = z.infer<typeof ChangeOwnPasswordForm>;

export const ChangePasswordReply = z.object({ success: z.literal(true), message: z.string() });
