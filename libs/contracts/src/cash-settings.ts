import { z } from './zod-es';

/** PUT /api/cash-settings: the caja's settings, admin only. */
export const CashSettingsBody = z.strictObject({
  cajaObligatoria: z.boolean({ error: 'Indique si la caja abierta es obligatoria para vender (sí o no)' }),
});
export type CashSettingsBody = z.infer<typeof CashSettingsBody>;

/** GET /api/cash-settings: every role reads it (the sale dialog says why it cannot sell). */
export const CashSettingsDto = z.object({
  cajaObligatoria: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type CashSettingsDto = z.infer<typeof CashSettingsDto>;
