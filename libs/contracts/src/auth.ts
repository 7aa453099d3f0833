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
export interface CurrentUserDto {
  readonly id: string;
  readonly username: string;
  readonly fullName: string | null;
  readonly role: RoleValue;
  readonly email: string | null;
}

/** Every error reply: a stable code and a Spanish message for the person at the screen. */
export interface ErrorBody {
  readonly code: string;
  readonly message: string;
  /** The same text, kept for screens that read `details` (spec 1 §8, spec 2 §8). */
  readonly details: string;
  readonly issues?: readonly { readonly path: string; readonly message: string }[];
  readonly [extra: string]: unknown;
}
