import { parseWholeNumber } from './whole-number';
import { z } from './zod-es';

/** Units of measure with their Spanish names (spec 2 §3 "Units"). */
export const UNIT_LABELS = {
  UN: 'Unidades',
  LT: 'Litros',
  KG: 'Kilogramos',
  MT: 'Metros',
  BOT: 'Botellas',
  GAL: 'Galones',
} as const;
export type UnitValue = keyof typeof UNIT_LABELS;
export const UNIT_VALUES = Object.keys(UNIT_LABELS) as [UnitValue, ...UnitValue[]];

export const ALERT_STATE_VALUES = ['normal', 'bajo', 'critico'] as const;
export type AlertStateValue = (typeof ALERT_STATE_VALUES)[number];
/** The card badge: the alert state, with an empty shelf told apart as 'agotado'. */
export type StockLevelValue = 'agotado' | AlertStateValue;

/** The same ceiling the inventory domain enforces on stock; both keep values inside 32-bit columns. */
export const MAX_STOCK = 1_000_000;
export const MAX_PRICE = 999_999_999;

type Ctx = z.RefinementCtx;

const numberInput = (message: string) =>
  z.union([z.number(), z.string(), z.null()], { error: message }).optional();

/** precio: required, whole guaraníes, typed as a number or the es-PY way ('35.000', 'Gs. 35.000'). */
const precio = numberInput('El precio debe ser un número').transform((input, ctx) => {
  const result = parseWholeNumber(input);
  if (!result.ok) {
    const messages = {
      missing: 'El precio es obligatorio',
      fraction: 'El precio debe ser un monto en guaraníes sin decimales (ej.: 35.000)',
      format: 'El precio debe ser un monto válido en guaraníes (ej.: 35.000)',
    };
    ctx.addIssue({ code: 'custom', message: messages[result.problem] });
    return z.NEVER;
  }
  if (result.value < 0) ctx.addIssue({ code: 'custom', message: 'El precio no puede ser negativo' });
  if (result.value > MAX_PRICE) {
    ctx.addIssue({ code: 'custom', message: 'El precio no puede superar Gs. 999.999.999' });
  }
  return result.value;
});

/** A stock count: a whole number from 0 to MAX_STOCK; empty reads as 0 (spec 2 §5). */
function readCount(input: unknown, label: string, ctx: Ctx): number {
  const result = parseWholeNumber(input);
  if (!result.ok) {
    if (result.problem === 'missing') return 0;
    ctx.addIssue({ code: 'custom', message: `${label} debe ser un número entero` });
    return z.NEVER;
  }
  if (result.value < 0) ctx.addIssue({ code: 'custom', message: `${label} no puede ser negativo` });
  if (result.value > MAX_STOCK)
    ctx.addIssue({ code: 'custom', message: `${label} no puede superar 1.000.000` });
  return result.value;
}

/** On creation an absent count is 0 as well. */
const stockCount = (label: string) =>
  numberInput(`${label} debe ser un número entero`).transform((input, ctx) => readCount(input, label, ctx));

/** In an edit an absent count stays undefined: the field is left alone. */
const editedStockCount = (label: string) =>
  numberInput(`${label} debe ser un número entero`).transform((input, ctx) =>
    input === undefined ? undefined : readCount(input, label, ctx),
  );

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

/** The spec's default unit 'unidad' (and its plural) is UN; codes are read in any case. */
const unidadMedida = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    const code = v.trim();
    return /^unidad(es)?$/i.test(code) ? 'UN' : code.toUpperCase();
  },
  z.enum(UNIT_VALUES, { error: 'Unidad de medida inválida' }),
);

/** A calendar date, kept as YYYY-MM-DD (a full timestamp is cut to its date); empty means none. */
const ultimoPedido = z
  .union([z.string(), z.null()], { error: 'Fecha de último pedido inválida' })
  .optional()
  .transform((v, ctx) => {
    if (v === undefined) return undefined;
    if (v === null || v.trim() === '') return null;
    const date = v.trim().slice(0, 10);
    // The round trip refuses dates like 2026-02-30, which Date would quietly roll into March.
    const real = /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(Date.parse(date));
    if (!real || new Date(date).toISOString().slice(0, 10) !== date) {
      ctx.addIssue({ code: 'custom', message: 'Fecha de último pedido inválida' });
      return z.NEVER;
    }
    return date;
  });

const fields = {
  nombre: requiredText('El nombre es obligatorio', 100, 'El nombre no puede exceder 100 caracteres'),
  descripcion: optionalText(500, 'La descripción no puede exceder 500 caracteres'),
  categoria: requiredText('La categoría es obligatoria', 50, 'La categoría no puede exceder 50 caracteres'),
  precio,
  proveedor: optionalText(100, 'El proveedor no puede exceder 100 caracteres'),
  ultimoPedido,
  activo: z.boolean({ error: 'El estado activo debe ser verdadero o falso' }),
};

/** POST /api/inventory and the "Nuevo Producto" form (spec 2 §5 "Inventory form"). */
export const CreateInventoryItemBody = z.object({
  ...fields,
  stockActual: stockCount('El stock actual'),
  stockMinimo: stockCount('El stock mínimo'),
  unidadMedida: unidadMedida.default('UN'),
  ultimoPedido: ultimoPedido.transform((v) => v ?? null),
  activo: fields.activo.default(true),
});
export type CreateInventoryItemInput = z.input<typeof CreateInventoryItemBody>;
export type CreateInventoryItemBody = z.output<typeof CreateInventoryItemBody>;

/**
 * PUT /api/inventory/{id}: fields not sent keep their value. A `stockActual` that differs from the
 * current stock is recorded as a stock adjustment with the reason 'Ajuste manual'.
 */
export const UpdateInventoryItemBody = z.object({
  nombre: fields.nombre.optional(),
  descripcion: fields.descripcion.optional(),
  categoria: fields.categoria.optional(),
  precio: precio.optional(),
  proveedor: fields.proveedor.optional(),
  ultimoPedido,
  activo: fields.activo.optional(),
  stockActual: editedStockCount('El stock actual'),
  stockMinimo: editedStockCount('El stock mínimo'),
  unidadMedida: unidadMedida.optional(),
});
export type UpdateInventoryItemInput = z.input<typeof UpdateInventoryItemBody>;
export type UpdateInventoryItemBody = z.output<typeof UpdateInventoryItemBody>;

const quantityMessage = 'La cantidad debe ser un número entero mayor a 0';

/** PUT /api/inventory/{id}/stock and the "Actualizar Stock" dialog. */
export const UpdateStockBody = z.object({
  action: z.enum(['add', 'remove'], { error: 'La acción debe ser agregar (add) o descontar (remove)' }),
  quantity: numberInput(quantityMessage).transform((input, ctx) => {
    const result = parseWholeNumber(input);
    if (!result.ok || result.value <= 0) {
      ctx.addIssue({ code: 'custom', message: quantityMessage });
      return z.NEVER;
    }
    if (result.value > MAX_STOCK)
      ctx.addIssue({ code: 'custom', message: 'La cantidad no puede superar 1.000.000' });
    return result.value;
  }),
  reason: optionalText(200, 'El motivo no puede exceder 200 caracteres'),
});
export type UpdateStockInput = z.input<typeof UpdateStockBody>;
export type UpdateStockBody = z.output<typeof UpdateStockBody>;

/** GET /api/inventory-items?search= (the point of sale's product search, on the name). */
export const InventoryItemsQuery = z.object({
  search: z.string().trim().max(100, 'La búsqueda no puede exceder 100 caracteres').optional(),
});

/** A product as the inventory screen and the dashboard read it (GET /api/inventory). */
export interface InventoryItemDto {
  readonly id: string;
  readonly nombre: string;
  readonly descripcion: string | null;
  /** Integer guaraníes. */
  readonly precio: number;
  readonly stockActual: number;
  readonly stockMinimo: number;
  readonly unidadMedida: UnitValue;
  readonly categoria: string;
  /** null when unknown: screens show 'Sin proveedor'. */
  readonly proveedor: string | null;
  /** YYYY-MM-DD, or null: screens show 'Sin pedidos'. */
  readonly ultimoPedido: string | null;
  /** Stored alert state (counters, filters, dashboard). */
  readonly estadoAlerta: AlertStateValue;
  /** The card badge, computed by the domain rule from stock and minimum. */
  readonly nivelStock: StockLevelValue;
  readonly activo: boolean;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** A product as the point of sale searches it (GET /api/inventory-items): active products only. */
export interface SaleProductDto {
  readonly id: string;
  readonly nombre: string;
  readonly precio: number;
  readonly stockActual: number;
  readonly unidadMedida: UnitValue;
}

/** One stock movement (GET /api/inventory/{id}/movements), newest first. */
export interface StockMovementDto {
  readonly id: string;
  readonly itemId: string;
  readonly action: 'add' | 'remove';
  readonly quantity: number;
  readonly previousStock: number;
  readonly newStock: number;
  readonly reason: string | null;
  readonly userId: string | null;
  readonly at: string;
}
