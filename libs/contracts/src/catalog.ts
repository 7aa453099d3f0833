import { parseWholeNumber } from './whole-number';
import { z } from './zod-es';

/** The six service categories, value and label (spec 2 §9), in the order the screens list them. */
export const SERVICE_CATEGORY_OPTIONS = [
  { value: 'basico', label: 'Básico' },
  { value: 'premium', label: 'Premium' },
  { value: 'motor', label: 'Motor' },
  { value: 'tapizado', label: 'Tapizado' },
  { value: 'encerado', label: 'Encerado' },
  { value: 'ozono', label: 'Ozono' },
] as const;
export type ServiceCategoryValue = (typeof SERVICE_CATEGORY_OPTIONS)[number]['value'];
const SERVICE_CATEGORY_VALUES = SERVICE_CATEGORY_OPTIONS.map((o) => o.value) as [
  ServiceCategoryValue,
  ...ServiceCategoryValue[],
];

export const CATEGORY_TYPE_VALUES = ['servicios', 'productos', 'ambos'] as const;

/** Highest amount the catalog accepts (fits the read models' integer columns with room to spare). */
export const MAX_GUARANIES = 999_999_999;
/** Form defaults (spec 2 §9). */
export const DEFAULT_DURATION_MIN = 30;
export const DEFAULT_SERVICE_CATEGORY: ServiceCategoryValue = 'basico';

const isBlank = (input: unknown) => input === undefined || input === null || input === '';

const requiredText = (required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(100, tooLong);

/** Empty means "no description". */
const descripcion = z
  .string({ error: 'La descripción debe ser un texto' })
  .trim()
  .max(500, 'La descripción no puede exceder 500 caracteres')
  .nullish()
  .transform((v) => (v ? v : null));

/** A whole number typed as '35.000', '35000' or sent as a number; the messages name the field. */
function wholeNumber(messages: { required: string; format: string; fraction: string }) {
  return z
    .union([z.number(), z.string()], {
      error: (issue) => (isBlank(issue.input) ? messages.required : messages.format),
    })
    .transform((input, ctx) => {
      const result = parseWholeNumber(input);
      if (result.ok) return result.value;
      ctx.addIssue({
        code: 'custom',
        message: messages[result.problem === 'missing' ? 'required' : result.problem],
      });
      return z.NEVER;
    });
}

const money = (label: 'El precio' | 'El precio total') =>
  wholeNumber({
    required: `${label} es obligatorio`,
    format: `${label} debe ser un número, por ejemplo 35.000`,
    fraction: `${label} debe ser un monto entero en guaraníes`,
  }).pipe(
    z
      .number()
      .min(0, `${label} no puede ser negativo`)
      .max(MAX_GUARANIES, `${label} no puede superar Gs. 999.999.999`),
  );

const duracionMin = wholeNumber({
  required: 'La duración es obligatoria',
  format: 'La duración debe ser un número de minutos',
  fraction: 'La duración debe ser un número entero de minutos',
}).pipe(
  z
    .number()
    .min(1, 'La duración debe ser mayor a 0 minutos')
    .max(1440, 'La duración no puede superar 1440 minutos'),
);

const categoria = z.enum(SERVICE_CATEGORY_VALUES, {
  error: (issue) =>
    isBlank(issue.input)
      ? 'La categoría es obligatoria'
      : 'Categoría inválida: elija Básico, Premium, Motor, Tapizado, Encerado u Ozono',
});

const activo = z.boolean({ error: 'El estado activo debe ser verdadero o falso' });

const COMBO_TOO_FEW = 'Un combo debe incluir al menos 2 servicios';
const serviceIds = z
  .array(z.string({ error: 'Servicio inválido' }).uuid('Servicio inválido'), { error: COMBO_TOO_FEW })
  .min(2, COMBO_TOO_FEW)
  .refine(
    (ids) => new Set(ids).size === ids.length,
    'Un combo no puede incluir el mismo servicio más de una vez',
  );

// The field schemas carry no defaults: in an edit an absent field keeps its value, so only the
// create bodies fill in the form defaults.
const serviceFields = {
  nombre: requiredText('El nombre del servicio es obligatorio', 'El nombre no puede exceder 100 caracteres'),
  descripcion,
  precio: money('El precio'),
  duracionMin,
  categoria,
  activo,
};

export const CreateServiceBody = z.object({
  ...serviceFields,
  duracionMin: duracionMin.default(DEFAULT_DURATION_MIN),
  categoria: categoria.default(DEFAULT_SERVICE_CATEGORY),
  activo: activo.default(true),
});
export type CreateServiceBody = z.infer<typeof CreateServiceBody>;

/** Every field optional: fields not sent keep their values; `activo: true` reactivates. */
export const UpdateServiceBody = z.object(serviceFields).partial();
export type UpdateServiceBody = z.infer<typeof UpdateServiceBody>;

const comboFields = {
  nombre: requiredText('El nombre del combo es obligatorio', 'El nombre no puede exceder 100 caracteres'),
  descripcion,
  precioTotal: money('El precio total'),
  serviceIds,
  activo,
};

export const CreateComboBody = z.object({ ...comboFields, activo: activo.default(true) });
export type CreateComboBody = z.infer<typeof CreateComboBody>;

export const UpdateComboBody = z.object(comboFields).partial();
export type UpdateComboBody = z.infer<typeof UpdateComboBody>;

const categoryFields = {
  nombre: requiredText(
    'El nombre de la categoría es obligatorio',
    'El nombre no puede exceder 100 caracteres',
  ),
  descripcion,
  tipo: z.enum(CATEGORY_TYPE_VALUES, {
    error: 'Tipo de categoría inválido: debe ser servicios, productos o ambos',
  }),
  color: z
    .string({ error: 'El color es obligatorio' })
    .trim()
    .regex(/^#[0-9A-Fa-f]{6}$/, 'El color debe tener el formato #RRGGBB, por ejemplo #3B82F6')
    .transform((c) => c.toUpperCase()),
  activa: z.boolean({ error: 'El estado activa debe ser verdadero o falso' }),
};

export const CreateCategoryBody = z.object({
  ...categoryFields,
  tipo: categoryFields.tipo.default('servicios'),
  activa: categoryFields.activa.default(true),
});
export type CreateCategoryBody = z.infer<typeof CreateCategoryBody>;

export const UpdateCategoryBody = z.object(categoryFields).partial();
export type UpdateCategoryBody = z.infer<typeof UpdateCategoryBody>;

/** A service as GET /api/services lists it (active and inactive). */
export interface ServiceDto {
  readonly id: string;
  readonly nombre: string;
  readonly descripcion: string | null;
  /** Guaraníes. */
  readonly precio: number;
  readonly duracionMin: number;
  readonly categoria: ServiceCategoryValue;
  readonly activo: boolean;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** One service of a combo, with what the combo card shows of it. */
export interface ComboServiceDto {
  readonly id: string;
  readonly nombre: string;
  readonly precio: number;
  readonly activo: boolean;
}

/** A combo as GET /api/service-combos lists it: its member ids in order, and those services' names. */
export interface ComboDto {
  readonly id: string;
  readonly nombre: string;
  readonly descripcion: string | null;
  readonly precioTotal: number;
  readonly activo: boolean;
  readonly serviceIds: readonly string[];
  readonly services: readonly ComboServiceDto[];
  readonly createdAt: string;
  readonly updatedAt: string;
}

export interface CategoryDto {
  readonly id: string;
  readonly nombre: string;
  readonly descripcion: string | null;
  readonly tipo: (typeof CATEGORY_TYPE_VALUES)[number];
  readonly color: string;
  readonly activa: boolean;
  readonly createdAt: string;
  readonly updatedAt: string;
}
