import { calendarDay, flag, guaranies, MAX_GUARANIES, optionalText, requiredText } from './building-blocks';
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
export const MAX_PRICE = MAX_GUARANIES;

type Ctx = z.RefinementCtx;

const numberInput = (message: string) =>
  z.union([z.number(), z.string(), z.null()], { error: message }).optional();

/** precio: required, whole guaraníes, typed as a number or the es-PY way ('35.000', 'Gs. 35.000'). */
const precio = guaranies({
  required: 'El precio es obligatorio',
  format: 'El precio debe ser un monto válido en guaraníes (ej.: 35.000)',
  fraction: 'El precio debe ser un monto en guaraníes sin decimales (ej.: 35.000)',
  negative: 'El precio no puede ser negativo',
  tooHigh: 'El precio no puede superar Gs. 999.999.999',
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
const ultimoPedido = calendarDay('Fecha de último pedido inválida', { cutTimestamp: true });

const fields = {
  nombre: requiredText('El nombre es obligatorio', 100, 'El nombre no puede exceder 100 caracteres'),
  descripcion: optionalText(500, 'La descripción no puede exceder 500 caracteres'),
  categoria: requiredText('La categoría es obligatoria', 50, 'La categoría no puede exceder 50 caracteres'),
  precio,
  proveedor: optionalText(100, 'El proveedor no puede exceder 100 caracteres'),
  ultimoPedido,
  activo: flag('El estado activo debe ser verdadero o falso'),
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

const stockQuantity = numberInput(quantityMessage).transform((input, ctx) => {
  const result = parseWholeNumber(input);
  if (!result.ok || result.value <= 0) {
    ctx.addIssue({ code: 'custom', message: quantityMessage });
    return z.NEVER;
  }
  if (result.value > MAX_STOCK)
    ctx.addIssue({ code: 'custom', message: 'La cantidad no puede superar 1.000.000' });
  return result.value;
});
const reasonTooLong = 'El motivo no puede exceder 200 caracteres';

/** PUT /api/inventory/{id}/stock and the "Actualizar Stock" dialog: a correction, admins only. */
export const UpdateStockBody = z.object({
  action: z.enum(['add', 'remove'], { error: 'La acción debe ser agregar (add) o descontar (remove)' }),
  quantity: stockQuantity,
  reason: optionalText(200, reasonTooLong),
});
export type UpdateStockInput = z.input<typeof UpdateStockBody>;
export type UpdateStockBody = z.output<typeof UpdateStockBody>;

/**
 * POST /api/inventory/{id}/receipts and the "Recibir Mercadería" dialog: goods received, which a
 * cashier may record; the reason (the supplier's invoice or delivery note) is required.
 */
export const ReceiveStockBody = z.object({
  quantity: stockQuantity,
  reason: requiredText(
    'Indique el motivo de la entrada (por ejemplo, el número de factura del proveedor)',
    200,
    reasonTooLong,
  ),
});
export type ReceiveStockInput = z.input<typeof ReceiveStockBody>;
export type ReceiveStockBody = z.output<typeof ReceiveStockBody>;

/** GET /api/inventory-items?search= (the point of sale's product search, on the name). */
export const InventoryItemsQuery = z.object({
  search: z.string().trim().max(100, 'La búsqueda no puede exceder 100 caracteres').optional(),
});

/** A product as the inventory screen and the dashboard read it (GET /api/inventory). */
export const InventoryItemDto = z.object({
  id: z.uuid(),
  nombre: z.string(),
  descripcion: z.string().nullable(),
  /** Integer guaraníes. */
  precio: z.number().int(),
  stockActual: z.number().int(),
  stockMinimo: z.number().int(),
  unidadMedida: z.enum(UNIT_VALUES),
  categoria: z.string(),
  /** null when unknown: screens show 'Sin proveedor'. */
  proveedor: z.string().nullable(),
  /** YYYY-MM-DD, or null: screens show 'Sin pedidos'. */
  ultimoPedido: z.string().nullable(),
  /** Stored alert state (counters, filters, dashboard). */
  estadoAlerta: z.enum(ALERT_STATE_VALUES),
  /** The card badge, computed by the domain rule from stock and minimum. */
  nivelStock: z.enum(['agotado', ...ALERT_STATE_VALUES]),
  activo: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type InventoryItemDto = z.infer<typeof InventoryItemDto>;

/** A product as the point of sale searches it (GET /api/inventory-items): active products only. */
export const SaleProductDto = InventoryItemDto.pick({
  id: true,
  nombre: true,
  precio: true,
  stockActual: true,
  unidadMedida: true,
});
export type SaleProductDto = z.infer<typeof SaleProductDto>;

/** One stock movement (GET /api/inventory/{id}/movements), newest first. */
export const StockMovementDto = z.object({
  id: z.uuid(),
  itemId: z.uuid(),
  action: z.enum(['add', 'remove']),
  quantity: z.number().int(),
  previousStock: z.number().int(),
  newStock: z.number().int(),
  reason: z.string().nullable(),
  userId: z.string().nullable(),
  at: z.string(),
});
export type StockMovementDto = z.infer<typeof StockMovementDto>;
