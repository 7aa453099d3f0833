import { checkRuc } from '@lavadero/fiscal/ruc';
import { requiredCalendarDate } from './calendar-date';
import { z } from './zod-es';

export const MONEDA_VALUES = ['PYG', 'USD'] as const;

/** What GET /api/company-config answers before the first save (spec 2 §3; the form defaults to PYG). */
export const COMPANY_CONFIG_DEFAULTS = {
  establecimiento: '001',
  puntoExpedicion: '001',
  ciudad: 'Asunción',
  moneda: 'PYG',
} as const;

/** Where an uploaded logo is served: content-addressed by the SHA-256 of its bytes. */
export const LOGO_PATH_PATTERN = /^\/api\/company-config\/logo\/[0-9a-f]{64}\.(png|jpg)$/;
export const logoPathOf = (sha256: string, extension: 'png' | 'jpg') =>
  `/api/company-config/logo/${sha256}.${extension}`;

const requiredText = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

/** Empty strings from forms mean "not given". */
const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((v) => (v ? v : null));

const threeDigits = (label: string) =>
  z
    .string({ error: `${label} es obligatorio` })
    .trim()
    .length(3, `${label} debe tener exactamente 3 dígitos`)
    .regex(/^\d+$/, `${label} debe ser numérico`);

const email = z
  .union([z.literal(''), z.email('Email inválido')])
  .nullish()
  .transform((v) => (v ? v.toLowerCase() : null));

/**
 * The company form (spec 2 §5 "Company form"), the same schema in the browser and on the server
 * (PUT /api/company-config). `logoPath` is what the logo upload answered; absent keeps the
 * current logo, null removes it.
 */
export const CompanyConfigBody = z
  .object({
    ruc: z
      .string({ error: 'El RUC es obligatorio' })
      .trim()
      .min(1, 'El RUC es obligatorio')
      .max(50, 'El RUC no puede exceder 50 caracteres'),
    razonSocial: requiredText(
      'La razón social es obligatoria',
      200,
      'La razón social no puede exceder 200 caracteres',
    ),
    nombreFantasia: optionalText(200, 'El nombre de fantasía no puede exceder 200 caracteres'),
    timbradoNumero: z
      .string({ error: 'El número de timbrado es obligatorio' })
      .trim()
      .min(1, 'El número de timbrado es obligatorio')
      .regex(/^\d{8}$/, 'El número de timbrado debe tener 8 dígitos'),
    timbradoDesde: requiredCalendarDate(
      'La fecha de inicio del timbrado es obligatoria',
      'La fecha de inicio del timbrado no es válida',
    ),
    timbradoHasta: requiredCalendarDate(
      'La fecha de vencimiento del timbrado es obligatoria',
      'La fecha de vencimiento del timbrado no es válida',
    ),
    establecimiento: threeDigits('El establecimiento'),
    puntoExpedicion: threeDigits('El punto de expedición'),
    direccion: requiredText(
      'La dirección es obligatoria',
      300,
      'La dirección no puede exceder 300 caracteres',
    ),
    ciudad: z
      .string()
      .trim()
      .max(100, 'La ciudad no puede exceder 100 caracteres')
      .nullish()
      .transform((v) => v || COMPANY_CONFIG_DEFAULTS.ciudad),
    telefono: optionalText(50, 'El teléfono no puede exceder 50 caracteres'),
    email,
    moneda: z.enum(MONEDA_VALUES, { error: 'La moneda debe ser PYG o USD' }).default('PYG'),
    logoPath: z.string().regex(LOGO_PATH_PATTERN, 'Logo inválido').nullable().optional(),
  })
  // Runs even when a field above failed, so the form shows every problem at once.
  .superRefine((c, ctx) => {
    if (typeof c.ruc === 'string' && c.ruc !== '' && c.ruc.length <= 50) {
      const ruc = checkRuc(c.ruc);
      if (!ruc.valid) ctx.addIssue({ code: 'custom', message: ruc.reason, path: ['ruc'] });
    }
    // ISO days compare as text.
    if (typeof c.timbradoDesde === 'string' && typeof c.timbradoHasta === 'string') {
      if (c.timbradoHasta <= c.timbradoDesde)
        ctx.addIssue({
          code: 'custom',
          message: 'La fecha de vencimiento debe ser posterior a la fecha de inicio',
          path: ['timbradoHasta'],
        });
    }
  });
export type CompanyConfigBody = z.infer<typeof CompanyConfigBody>;

/** GET /api/company-config: the saved fields, or only the defaults before the first save. */
export const CompanyConfigDto = z.object({
  configured: z.boolean(),
  ruc: z.string().optional(),
  razonSocial: z.string().optional(),
  nombreFantasia: z.string().nullable().optional(),
  timbradoNumero: z.string().optional(),
  timbradoDesde: z.string().optional(),
  timbradoHasta: z.string().optional(),
  establecimiento: z.string(),
  puntoExpedicion: z.string(),
  direccion: z.string().optional(),
  ciudad: z.string(),
  telefono: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
  moneda: z.enum(MONEDA_VALUES),
  logoPath: z.string().nullable().optional(),
  /** ISO timestamp of the last save. */
  updatedAt: z.string().nullable().optional(),
});
export type CompanyConfigDto = z.infer<typeof CompanyConfigDto>;

/** Logo upload (spec 2 §5 "Logo upload"): the image read as a data URL. */
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;
export const logoMessages = {
  notAnImage: 'Por favor selecciona un archivo de imagen válido.',
  tooLarge: 'El archivo es demasiado grande. El tamaño máximo es 5MB.',
} as const;
export const LogoUploadBody = z.object({
  dataUrl: z
    .string({ error: logoMessages.notAnImage })
    // base64 grows 4/3; the bytes are checked again after decoding.
    .max(Math.ceil((LOGO_MAX_BYTES * 4) / 3) + 100, logoMessages.tooLarge)
    .regex(/^data:[^;,]*;base64,[A-Za-z0-9+/=\s]+$/, logoMessages.notAnImage),
});
export type LogoUploadBody = z.infer<typeof LogoUploadBody>;
export const LogoUploadReply = z.object({ logoPath: z.string(), sha256: z.string(), size: z.number() });
export type LogoUploadReply = z.infer<typeof LogoUploadReply>;
export const LogoParams = z.object({
  file: z.string().regex(/^[0-9a-f]{64}\.(png|jpg)$/, 'Logo no encontrado'),
});

/** GET /api/timbrado/status (spec 2 §4 "Fiscal stamp validity"). */
export const TIMBRADO_STATES = ['missing', 'notYetValid', 'expired', 'warning', 'valid'] as const;
export const TimbradoStatusDto = z.object({
  isValid: z.boolean(),
  /** Calendar days in America/Asuncion until timbradoHasta; null when nothing is configured. */
  daysLeft: z.number().int().nullable(),
  /** Why invoices cannot be issued; null while valid. */
  error: z.string().nullable(),
  /** 'Timbrado vence en N días. Se recomienda renovar pronto.' in the last 30 days; else null. */
  warning: z.string().nullable(),
  state: z.enum(TIMBRADO_STATES),
  /**
   * The electronic timbrado, when the company issues electronic invoices (DNIT settings): it has a
   * start date and no end, so `daysLeft` is null. Null or absent under the printed timbrado.
   */
  electronico: z.object({ timbradoNumero: z.string(), timbradoDesde: z.string() }).nullable().optional(),
});
export type TimbradoStatusDto = z.infer<typeof TimbradoStatusDto>;

/** 'Historial de cambios': one save of company or DNIT settings, read from the events. */
export const ConfigChangeDto = z.object({
  at: z.string(),
  userId: z.string().nullable(),
  username: z.string().nullable(),
  /** Field names that changed; secrets are named, never shown. */
  changes: z.array(z.object({ field: z.string(), from: z.string().nullable(), to: z.string().nullable() })),
});
export type ConfigChangeDto = z.infer<typeof ConfigChangeDto>;
export const ConfigHistoryDto = z.array(ConfigChangeDto);
