import { z } from './zod-es';

/** POST /api/admin/reset-system: an empty body (the typed confirmation word stays in the browser). */
export const ResetSystemBody = z.object({}).optional();

/** The word the danger zone's dialog asks the admin to type before the reset. */
export const RESET_CONFIRMATION_WORD = 'RESETEAR';

/** The danger zone dialog's form: the typed word, checked in the browser only (the body is empty). */
export const ResetConfirmationForm = z.object({
  confirmation: z
    .string()
    .trim()
    .refine(
      (typed) => typed === RESET_CONFIRMATION_WORD,
      `Debe escribir ${RESET_CONFIRMATION_WORD} para confirmar`,
    ),
});
export type ResetConfirmationForm = z.infer<typeof ResetConfirmationForm>;

export const ResetSystemReply = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The epoch that started; read models hold only what came after it. */
  epoch: z.number().int(),
});
export type ResetSystemReply = z.infer<typeof ResetSystemReply>;
