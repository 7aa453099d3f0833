import {
  flag,
  guaranies,
  isBlank,
  MAX_GUARANIES,
  optionalText,
  requiredText,
  wholeNumber,
} from './building-blocks';
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

export { MAX_GUARANIES };
/** Form defaults (spec 2 §9). */
export const DEFAULT_DURATION_MIN = 30;
export const DEFAULT_SERVICE_CATEGORY: ServiceCategoryValue = 'basico';

const NAME_TOO_LONG = 'El nombre no puede exceder 100 caracteres';

/** Empty means "no description". */
const descripcion = optionalText(
  500,
  'La descripción no puede exceder 500 caracteres',
  'La descripción debe ser un texto',
);

const money = (label: 'El precio' | 'El precio total') =>
  guaranies({
    required: `${label} es obligatorio`,
    format: `${label} debe ser un número, por ejemplo 35.000`,
    fraction: `${label} debe ser un monto entero en guaraníes`,
    negative: `${label} no puede ser negativo`,
    tooHigh: `${label} no puede superar Gs. 999.999.999`,
  });

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

const activo = flag('El estado activo debe ser verdadero o falso');

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
  nombre: requiredText('El nombre del servicio es obligatorio', 100, NAME_TOO_LONG),
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
  nombre: requiredText('El nombre del combo es obligatorio', 100, NAME_TOO_LONG),
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
  nombre: requiredText('El nombre de la categoría es obligatorio', 100, NAME_TOO_LONG),
  descripcion,
  tipo: z.enum(CATEGORY_TYPE_VALUES, {
    error: 'Tipo de categoría inválido: debe ser servicios, productos o ambos',
  }),
  color: z
    .string({ error: 'El color es obligatorio' })
    .trim()
    .regex(/^#[0-9A-Fa-f]{6}$/, 'El color debe tener el formato #RRGGBB, por ejemplo #3B82F6')
    .transform((c) => c.toUpperCase()),
  activa: flag('El estado activa debe ser verdadero o falso'),
};

export const CreateCategoryBody = z.object({
  ...categoryFields,
  tipo: categoryFields.tipo.default('servicios'),
  activa: categoryFields.activa.default(true),
});
export type CreateCategoryBody = z.infer<typeof CreateCategoryBody>;

export const UpdateCategoryBody = z.object(categoryFields).partial();
export type UpdateCategoryBody = z.infer<typeof UpdateCategoryBody>;

const timestamps = { createdAt: z.string(), updatedAt: z.string() };

/** A service as GET /api/services lists it (active and inactive); precio in guaraníes. */
export const ServiceDto = z.object({
  id: z.uuid(),
  nombre: z.string(),
  descripcion: z.string().nullable(),
  precio: z.number().int(),
  duracionMin: z.number().int(),
  categoria: z.enum(SERVICE_CATEGORY_VALUES),
  activo: z.boolean(),
  ...timestamps,
});
export type ServiceDto = z.infer<typeof ServiceDto>;

/** One service of a combo, with what the combo card shows of it. */
export const ComboServiceDto = z.object({
  id: z.uuid(),
  nombre: z.string(),
  precio: z.number().int(),
  activo: z.boolean(),
});
export type ComboServiceDto = z.infer<typeof ComboServiceDto>;

/** A combo as GET /api/service-combos lists it: its member ids in order, and those services' names. */
export const ComboDto = z.object({
  id: z.uuid(),
  nombre: z.string(),
  descripcion: z.string().nullable(),
  precioTotal: z.number().int(),
  activo: z.boolean(),
  serviceIds: z.array(z.uuid()),
  services: z.array(ComboServiceDto),
  ...timestamps,
});
export type ComboDto = z.infer<typeof ComboDto>;

export const CategoryDto = z.object({
  id: z.uuid(),
  nombre: z.string(),
  descripcion: z.string().nullable(),
  tipo: z.enum(CATEGORY_TYPE_VALUES),
  color: z.string(),
  activa: z.boolean(),
  ...timestamps,
});
export type CategoryDto = z.infer<typeof CategoryDto>;
