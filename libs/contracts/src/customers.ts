import { checkRuc } from '@lavadero/fiscal/ruc';
import {
  calendarDay,
  email,
  optionalText,
  RecordIdParams,
  requiredRef,
  requiredText,
} from './building-blocks';
import { z } from './zod-es';

/** Document types (spec 2 §3, §9). */
export const DOC_TIPO_VALUES = ['CI', 'Pasaporte', 'RUC', 'Extranjero'] as const;
export type DocTipoValue = (typeof DOC_TIPO_VALUES)[number];

/**
 * The walk-in customer every sale can fall back on (spec 1 §3, spec 2 §9), created on the first
 * start with this fixed id so that every instance agrees on it. Its document '0' is held like any
 * other, so nobody can register a real customer as CI 0.
 */
export const DEFAULT_CUSTOMER = {
  id: '00000000-0000-4000-8000-000000000001',
  nombre: 'Cliente General',
  docTipo: 'CI',
  docNumero: '0',
} as const;

/** A customer known by name and document only (Cliente General, a walk-in): every other field empty. */
export const NAME_AND_DOCUMENT_ONLY = {
  email: null,
  telefono: null,
  direccion: null,
  regimenTurismo: false,
  pais: null,
  pasaporte: null,
  fechaIngreso: null,
} as const;

const TOURIST_DATA_REQUIRED = 'Para régimen turismo es obligatorio país, pasaporte y fecha de ingreso';

/** A blank value is already told 'obligatorio'; this catches numbers made only of dashes or dots. */
const hasLetterOrDigit = (text: string) => text === '' || /[\p{L}\p{N}]/u.test(text);

/** 'YYYY-MM-DD' of a real calendar day; empty means absent (spec 2 §5). */
const fechaIngreso = calendarDay('La fecha de ingreso no es válida').transform((v) => v ?? undefined);

/**
 * A customer as the form sends it (POST and PUT alike). The same schema checks the form in the
 * browser and the body on the server, so both show the same Spanish messages.
 */
export const CustomerBody = z
  .object({
    nombre: requiredText('El nombre es obligatorio', 100, 'El nombre no puede exceder 100 caracteres'),
    docTipo: z.enum(DOC_TIPO_VALUES, { error: 'El tipo de documento es obligatorio' }),
    docNumero: requiredText(
      'El número de documento es obligatorio',
      20,
      'El número de documento no puede exceder 20 caracteres',
    ).refine(hasLetterOrDigit, 'El número de documento debe contener letras o números'),
    email,
    telefono: optionalText(30, 'El teléfono no puede exceder 30 caracteres'),
    direccion: optionalText(200, 'La dirección no puede exceder 200 caracteres'),
    regimenTurismo: z.boolean({ error: 'Régimen turismo inválido' }).default(false),
    pais: optionalText(60, 'El país no puede exceder 60 caracteres'),
    pasaporte: optionalText(20, 'El pasaporte no puede exceder 20 caracteres'),
    fechaIngreso,
  })
  // Runs even when a field above failed (zod keeps going), so the form shows every problem at once;
  // hence the type checks before using the values.
  .superRefine((c, ctx) => {
    if (c.docTipo === 'RUC' && typeof c.docNumero === 'string' && c.docNumero !== '') {
      const ruc = checkRuc(c.docNumero);
      if (!ruc.valid) ctx.addIssue({ code: 'custom', message: ruc.reason, path: ['docNumero'] });
    }
    if (c.regimenTurismo === true) {
      const missing = (['pais', 'pasaporte', 'fechaIngreso'] as const).find(
        (field) => !c[field] && !(field === 'pasaporte' && c.docTipo === 'Pasaporte'),
      );
      if (missing) ctx.addIssue({ code: 'custom', message: TOURIST_DATA_REQUIRED, path: [missing] });
    }
  })
  // A customer outside the tourist regime keeps no tourist data. A tourist identified by passport is
  // not asked for it twice: the document number is the passport.
  .transform((c) =>
    !c.regimenTurismo
      ? { ...c, pais: null, pasaporte: null, fechaIngreso: undefined }
      : c.docTipo === 'Pasaporte'
        ? { ...c, pasaporte: c.docNumero }
        : c,
  );
export type CustomerBody = z.infer<typeof CustomerBody>;
/** What the customer form holds before validation: text fields as typed, the switch as a boolean. */
export type CustomerFormValues = z.input<typeof CustomerBody>;

const customerId = requiredRef('El cliente es obligatorio', 'Cliente inválido');

/** A vehicle as the form sends it (POST and PUT alike). The plate is stored trimmed and upper-case. */
export const VehicleBody = z.object({
  customerId,
  placa: requiredText('La placa es obligatoria', 20, 'La placa no puede exceder 20 caracteres')
    .refine(hasLetterOrDigit, 'La placa debe contener letras o números')
    .transform((placa) => placa.replace(/\s+/g, ' ').toUpperCase()),
  marca: requiredText('La marca es obligatoria', 50, 'La marca no puede exceder 50 caracteres'),
  modelo: requiredText('El modelo es obligatorio', 50, 'El modelo no puede exceder 50 caracteres'),
  color: requiredText('El color es obligatorio', 30, 'El color no puede exceder 30 caracteres'),
  observaciones: optionalText(500, 'Las observaciones no pueden exceder 500 caracteres'),
});
export type VehicleBody = z.infer<typeof VehicleBody>;
export type VehicleFormValues = z.input<typeof VehicleBody>;

export const CustomerIdParams = z.object({ customerId: z.uuid('Cliente inválido') });
export { RecordIdParams };

/** A customer as the screens read it (spec 2 §3). */
export const CustomerDto = z.object({
  id: z.uuid(),
  nombre: z.string(),
  docTipo: z.enum(DOC_TIPO_VALUES),
  docNumero: z.string(),
  email: z.string().nullable(),
  telefono: z.string().nullable(),
  direccion: z.string().nullable(),
  regimenTurismo: z.boolean(),
  pais: z.string().nullable(),
  pasaporte: z.string().nullable(),
  fechaIngreso: z.string().nullable(),
  /** ISO timestamp. */
  createdAt: z.string(),
});
export type CustomerDto = z.infer<typeof CustomerDto>;

/** A vehicle as the screens read it (spec 2 §3). */
export const VehicleDto = z.object({
  id: z.uuid(),
  customerId: z.uuid(),
  placa: z.string(),
  marca: z.string(),
  modelo: z.string(),
  color: z.string(),
  observaciones: z.string().nullable(),
});
export type VehicleDto = z.infer<typeof VehicleDto>;
