import { asuncionEndOfDay } from '@lavadero/fiscal/asuncion-day';
import { ROLE_VALUES } from './auth';
import { email, RecordIdParams } from './building-blocks';
import { isCalendarDate } from './calendar-date';
import { hasVisibleCharacter, isStorableText, UNSTORABLE_TEXT_MESSAGE } from './storable-text';
import { z } from './zod-es';

export const SUBSCRIPTION_VALUES = ['free', 'basic', 'premium', 'enterprise'] as const;
export type SubscriptionValue = (typeof SUBSCRIPTION_VALUES)[number];
/** Monthly invoice allowance per plan (spec 2 §9). */
export const PLAN_LIMITS = { free: 50, basic: 200, premium: 1000, enterprise: 10000 } as const;

const username = z
  .string({ error: 'El usuario es requerido' })
  .trim()
  .min(3, 'El usuario debe tener al menos 3 caracteres')
  .max(50, 'El usuario no puede exceder 50 caracteres')
  .regex(/^[A-Za-z0-9_]+$/, 'Solo se permiten letras, números y guión bajo');

/** The one password rule: user creation, the own password change, the first admin. */
export const newPassword = z
  .string({ error: 'La contraseña es requerida' })
  .refine(isStorableText, UNSTORABLE_TEXT_MESSAGE)
  .min(8, 'La contraseña debe tener al menos 8 caracteres')
  .max(200, 'La contraseña no puede exceder 200 caracteres')
  .regex(/[A-Z]/, 'Debe contener al menos una mayúscula')
  .regex(/[a-z]/, 'Debe contener al menos una minúscula')
  .regex(/[0-9]/, 'Debe contener al menos un número');

/** Empty strings from forms mean "not given"; given, a name needs something a person can see. */
const optionalName = (max: number, tooLong: string) =>
  z
    .string()
    .refine(isStorableText, UNSTORABLE_TEXT_MESSAGE)
    .trim()
    .max(max, tooLong)
    .refine((v) => v === '' || hasVisibleCharacter(v), 'El nombre debe contener al menos un carácter visible')
    .nullish()
    .transform((v) => (v ? v : null));

/** A JSON number, or a plain decimal string from a form: never `true`, '0x10', '1e3' or ''. */
const monthlyInvoiceLimit = z
  .union(
    [
      z.number(),
      z
        .string()
        .regex(/^\s*\d+\s*$/)
        .transform(Number),
    ],
    {
      error: 'El límite mensual debe ser un número',
    },
  )
  .pipe(
    z
      .number()
      .int('El límite mensual debe ser un número entero')
      .min(1, 'El límite mensual debe ser al menos 1')
      .max(10000, 'El límite mensual no puede exceder 10000'),
  );

const ISO_INSTANT = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

const expirationDate = z
  .union([z.string(), z.null()])
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === null || v.trim() === '') return v === undefined ? undefined : null;
    const text = v.trim();
    // A calendar day (the form's date input) lasts until that day ends in Asunción.
    if (isCalendarDate(text)) return asuncionEndOfDay(text);
    // Otherwise only a whole ISO instant of a real day: Date.parse would take '12' for 2001-12-01
    // and roll 2026-02-30 over to March.
    const instant = ISO_INSTANT.exec(text);
    if (!instant || !isCalendarDate(instant[1] as string) || Number.isNaN(Date.parse(text))) {
      ctx.addIssue({ code: 'custom', message: 'Fecha de expiración inválida: use el formato AAAA-MM-DD' });
      return z.NEVER;
    }
    return new Date(text).toISOString();
  });

const profileFields = {
  fullName: optionalName(100, 'El nombre completo no puede exceder 100 caracteres'),
  email,
  role: z.enum(ROLE_VALUES, { error: 'Rol inválido' }),
  subscriptionType: z.enum(SUBSCRIPTION_VALUES, { error: 'Plan de suscripción inválido' }),
  monthlyInvoiceLimit,
  expirationDate,
};

const confirmPassword = z.string({ error: 'Confirme la contraseña' }).min(1, 'Confirme la contraseña');
const passwordsDiffer = { message: 'Las contraseñas no coinciden', path: ['confirmPassword'] };

const createUserFields = z.object({
  username,
  password: newPassword,
  ...profileFields,
  role: profileFields.role.default('user'),
  subscriptionType: profileFields.subscriptionType.default('free'),
  monthlyInvoiceLimit: profileFields.monthlyInvoiceLimit.optional(),
  isActive: z.boolean().default(true),
  isBlocked: z.boolean().default(false),
});

/** Without a limit of its own, a new user gets the allowance of their plan. */
const withPlanLimit = <Body extends { subscriptionType: SubscriptionValue; monthlyInvoiceLimit?: number }>({
  monthlyInvoiceLimit,
  ...body
}: Body) => ({ ...body, monthlyInvoiceLimit: monthlyInvoiceLimit ?? PLAN_LIMITS[body.subscriptionType] });

export const CreateUserBody = createUserFields.transform(withPlanLimit);
export type CreateUserBody = z.infer<typeof CreateUserBody>;

/** The same fields without the password: a user in a backup, which never carries one. */
export const UserWithoutPasswordBody = createUserFields.omit({ password: true }).transform(withPlanLimit);

/** The 'Nuevo Usuario' form: the body plus a confirmation that never leaves the browser. */
export const NewUserForm = createUserFields
  .extend({ confirmPassword })
  .refine((f) => f.confirmPassword === f.password, passwordsDiffer)
  .transform(({ confirmPassword: _, ...body }) => withPlanLimit(body));

/** Every field optional: the status toggle sends only isActive. The username never changes. */
export const UpdateUserBody = z
  .object({
    ...profileFields,
    fullName: profileFields.fullName.optional(),
    email: profileFields.email.optional(),
    role: profileFields.role.optional(),
    subscriptionType: profileFields.subscriptionType.optional(),
    monthlyInvoiceLimit: profileFields.monthlyInvoiceLimit.optional(),
    expirationDate: profileFields.expirationDate.optional(),
    isActive: z.boolean().optional(),
    isBlocked: z.boolean().optional(),
    username: z.unknown().optional(),
  })
  .refine((b) => b.username === undefined, {
    message: 'El nombre de usuario no se puede cambiar',
    path: ['username'],
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    message: 'Indique al menos un dato a modificar',
  });
export type UpdateUserBody = z.infer<typeof UpdateUserBody>;

/** The 'Editar Usuario' form: all it holds but the username and the passwords, which an edit never sends. */
export const EditUserForm = z.preprocess((values) => {
  if (typeof values !== 'object' || values === null) return values;
  const { username: _, password: __, confirmPassword: ___, ...edited } = values as Record<string, unknown>;
  return edited;
}, UpdateUserBody);

/** An admin gives another user a new password (the same rule as every password). */
export const SetPasswordBody = z.object({ newPassword });
export type SetPasswordBody = z.infer<typeof SetPasswordBody>;

/** The admin's 'Cambiar contraseña' form for another user: the body plus its confirmation. */
export const SetPasswordForm = SetPasswordBody.extend({ confirmPassword })
  .refine((f) => f.confirmPassword === f.newPassword, passwordsDiffer)
  .transform(({ newPassword }) => ({ newPassword }));

export const ChangePasswordBody = z.object({
  currentPassword: z
    .string({ error: 'La contraseña actual es requerida' })
    .min(1, 'La contraseña actual es requerida'),
  newPassword,
});

/** The `:id` of a route's path (the same building block every entity uses). */
export const IdParams = RecordIdParams;

/** A user as the users screen reads it (spec 2 "System user"). */
export const UserDto = z.object({
  id: z.uuid(),
  username: z.string(),
  fullName: z.string().nullable(),
  email: z.string().nullable(),
  role: z.string(),
  subscriptionType: z.string(),
  monthlyInvoiceLimit: z.number().int(),
  currentMonthInvoices: z.number().int(),
  usageResetDate: z.string().nullable(),
  expirationDate: z.string().nullable(),
  isActive: z.boolean(),
  isBlocked: z.boolean(),
  failedLoginAttempts: z.number().int(),
  lastLogin: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UserDto = z.infer<typeof UserDto>;

/** The reply of a password change. */
export const PasswordChangedReply = z.object({ success: z.literal(true), message: z.string() });
