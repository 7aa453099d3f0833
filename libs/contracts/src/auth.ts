import { z } from './zod-es';

export const LoginBody = z.object({
  username: z
    .string({ error: 'El nombre de usuario es requerido' })
    .trim()
    .min(1, 'El nombre de usuario es requerido')
    .max(50),
  password: z.string({ error: 'La contraseña es requerida' }).min(1, 'La contraseña es requerida').max(200),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const ROLE_VALUES = ['admin', 'user', 'readonly'] as const;
export type RoleValue = (typeof ROLE_VALUES)[number];

/** The signed-in user as `GET /api/auth/me` and `POST /api/auth/login` return it under `user`. */
export const CurrentUserDto = z.object({
  id: z.uuid(),
  username: z.string(),
  fullName: z.string().nullable(),
  role: z.enum(ROLE_VALUES),
  email: z.string().nullable(),
});
export type CurrentUserDto = z.infer<typeof CurrentUserDto>;
export const CurrentUserReply = z.object({ user: CurrentUserDto });

/** Logout takes nothing; declared so every POST states its body. */
export const LogoutBody = z.object({});
export const LogoutReply = z.object({ success: z.literal(true) });

/** Every error reply: a stable code and a Spanish message for the person at the screen. */
export const ErrorBody = z
  .object({
    code: z.string(),
    message: z.string(),
    /** The same text, kept for screens that read `details` (spec 1 §8, spec 2 §8). */
    details: z.string(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  })
  .catchall(z.unknown());
export type ErrorBody = z.infer<typeof ErrorBody>;
