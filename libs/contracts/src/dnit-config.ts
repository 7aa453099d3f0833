import { isCalendarDate } from './calendar-date';
import { z } from './zod-es';

export const OPERATION_MODE_VALUES = ['testing', 'production'] as const;
/** How the company issues its invoices: the printed timbrado, or electronic documents (SIFEN). */
export const EMISION_VALUES = ['impresa', 'electronica'] as const;
export type Emision = (typeof EMISION_VALUES)[number];

/**
 * What the form shows in place of a stored secret. Sent back unchanged it means "keep the stored
 * one" (spec 2 §5 "DNIT form"), like an absent or empty field.
 */
export const SECRET_MASK = '••••••••';

export const dnitMessages = {
  invalidUrl: 'Debe ser una URL válida',
  authTokenRequired: 'El token de autenticación es requerido',
  certificateUnreadable: 'El certificado no es un archivo .p12/.pfx válido',
  certificatePasswordWrong: 'La contraseña del certificado es incorrecta',
  certificatePasswordRequired: 'La contraseña del certificado es requerida',
  notConfigured: 'Debe guardar la configuración DNIT antes de probar la conexión.',
  timbradoElectronicoRequired: 'El número de timbrado electrónico es obligatorio para la emisión electrónica',
  timbradoElectronicoInvalid: 'El número de timbrado electrónico debe tener 8 dígitos',
  timbradoElectronicoDesdeRequired:
    'La fecha de inicio del timbrado electrónico es obligatoria para la emisión electrónica',
  timbradoElectronicoDesdeInvalid: 'La fecha de inicio del timbrado electrónico no es válida',
  cscIdRequired: 'El ID del CSC es obligatorio para la emisión electrónica',
  cscIdInvalid: 'El ID del CSC debe ser numérico, de hasta 4 dígitos',
} as const;

/** A masked placeholder, an empty string or an absent field all mean "unchanged". */
const secret = (max: number, tooLong: string) =>
  z
    .string()
    .max(max, tooLong)
    .nullish()
    .transform((v) => (v && v !== SECRET_MASK && v.trim() !== '' ? v : undefined));

/** An optional text of the form: empty means "none". */
const optional = (valid: z.ZodType<string, string>) =>
  z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .pipe(valid.nullable());

/**
 * PUT /api/dnit-config, the same schema in the form and on the server. Electronic emission needs
 * the electronic timbrado, its start date and the CSC (id here; the secret, which may be the stored
 * one, and the certificate are judged by the server).
 */
export const DnitConfigBody = z
  .object({
    endpointUrl: z
      .string({ error: dnitMessages.invalidUrl })
      .trim()
      .min(1, dnitMessages.invalidUrl)
      .pipe(z.url({ protocol: /^https?$/, error: dnitMessages.invalidUrl })),
    /** Required on the first save: the server knows whether one is stored. */
    authToken: secret(4000, 'El token de autenticación no puede exceder 4000 caracteres'),
    /** A .p12/.pfx file, base64 (a data URL prefix is accepted and dropped). */
    certificateData: secret(200_000, 'El certificado es demasiado grande').transform((v) =>
      v?.replace(/^data:[^,]*,/, '').replace(/\s+/g, ''),
    ),
    certificatePassword: secret(500, 'La contraseña del certificado no puede exceder 500 caracteres'),
    operationMode: z
      .enum(OPERATION_MODE_VALUES, { error: 'El modo de operación debe ser testing o production' })
      .default('testing'),
    isActive: z.boolean({ error: 'Activo inválido' }).default(false),
    emision: z
      .enum(EMISION_VALUES, { error: 'La emisión debe ser impresa o electronica' })
      .default('impresa'),
    timbradoElectronico: optional(z.string().regex(/^\d{8}$/, dnitMessages.timbradoElectronicoInvalid)),
    /** YYYY-MM-DD; an electronic timbrado has a start date and no end. */
    timbradoElectronicoDesde: optional(
      z.string().refine(isCalendarDate, dnitMessages.timbradoElectronicoDesdeInvalid),
    ),
    /** The CSC's id (IdCSC) printed in the QR; the secret is `cscSecret`. */
    cscId: optional(z.string().regex(/^\d{1,4}$/, dnitMessages.cscIdInvalid)),
    cscSecret: secret(200, 'El CSC no puede exceder 200 caracteres'),
  })
  // Runs even when a field above failed, so the form shows every problem at once.
  .superRefine((body, ctx) => {
    if (body.emision !== 'electronica') return;
    const missing = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', message, path: [path] });
    if (!body.timbradoElectronico) missing('timbradoElectronico', dnitMessages.timbradoElectronicoRequired);
    if (!body.timbradoElectronicoDesde)
      missing('timbradoElectronicoDesde', dnitMessages.timbradoElectronicoDesdeRequired);
    if (!body.cscId) missing('cscId', dnitMessages.cscIdRequired);
  });
export type DnitConfigBody = z.infer<typeof DnitConfigBody>;

/** GET /api/dnit-config: never a secret, only whether each one is stored. */
export const DnitConfigDto = z.object({
  configured: z.boolean(),
  endpointUrl: z.string().nullable(),
  operationMode: z.enum(OPERATION_MODE_VALUES),
  isActive: z.boolean(),
  hasAuthToken: z.boolean(),
  hasCertificate: z.boolean(),
  hasCertificatePassword: z.boolean(),
  emision: z.enum(EMISION_VALUES),
  timbradoElectronico: z.string().nullable(),
  timbradoElectronicoDesde: z.string().nullable(),
  cscId: z.string().nullable(),
  /** Whether a CSC secret is stored ("configurado"); the secret itself never leaves the server. */
  hasCscSecret: z.boolean(),
  certificateSubject: z.string().nullable(),
  /** ISO timestamp of the certificate's notAfter. */
  certificateExpiresAt: z.string().nullable(),
  lastConnectionTest: z.string().nullable(),
  lastConnectionStatus: z.enum(['success', 'failed']).nullable(),
  lastConnectionError: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type DnitConfigDto = z.infer<typeof DnitConfigDto>;

/** POST /api/dnit-config/test-connection: empty body. */
export const TestConnectionReply = z.object({ success: z.boolean(), error: z.string().nullable() });
export type TestConnectionReply = z.infer<typeof TestConnectionReply>;
