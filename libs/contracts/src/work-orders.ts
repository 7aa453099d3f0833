import { optionalText, RecordIdParams, requiredRef } from './building-blocks';
import {
  CreateSaleBody,
  itemRefDtoFields,
  itemRefFields,
  MAX_QUANTITY,
  requireOneItemRef,
  SaleDto,
  toItemRef,
} from './sales';
import { z } from './zod-es';

/**
 * Work orders (spec 2 §3, §4, §7; spec 1 "Billing from an order"): the bodies, params and replies of
 * /api/work-orders, /api/print/work-orders/{id} and /api/sales/create-from-order.
 */

/** Estado values with their labels (spec 2 §4); cancelado exists in the data, the screens do not offer it. */
export const WORK_ORDER_ESTADO_OPTIONS = [
  { value: 'recibido', label: 'Recibido' },
  { value: 'en_proceso', label: 'En Proceso' },
  { value: 'terminado', label: 'Listo' },
  { value: 'entregado', label: 'Entregado' },
  { value: 'cancelado', label: 'Cancelado' },
] as const;
export type WorkOrderEstado = (typeof WORK_ORDER_ESTADO_OPTIONS)[number]['value'];
export const WORK_ORDER_ESTADO_VALUES = WORK_ORDER_ESTADO_OPTIONS.map((o) => o.value) as [
  WorkOrderEstado,
  ...WorkOrderEstado[],
];

/**
 * The transitions the server allows (issue 9), for the cards' buttons: 'Iniciar', 'Finalizar',
 * 'Entregar'; cancelado from recibido or en_proceso. Anything else is 409
 * 'Transición no permitida: {from} → {to}'.
 */
export const WORK_ORDER_TRANSITIONS: Readonly<Record<WorkOrderEstado, readonly WorkOrderEstado[]>> = {
  recibido: ['en_proceso', 'cancelado'],
  en_proceso: ['terminado', 'cancelado'],
  terminado: ['entregado'],
  entregado: [],
  cancelado: [],
};

/** Observaciones and items can be edited while the order is in one of these. */
export const EDITABLE_WORK_ORDER_ESTADOS: readonly WorkOrderEstado[] = ['recibido', 'en_proceso'];
/** 'Facturar' shows on these when the order is not billed yet. */
export const BILLABLE_WORK_ORDER_ESTADOS: readonly WorkOrderEstado[] = ['terminado', 'entregado'];

export const NO_SERVICES = 'Debe seleccionar al menos un servicio';

const estado = z.enum(WORK_ORDER_ESTADO_VALUES, {
  error: 'Estado inválido: debe ser recibido, en_proceso, terminado, entregado o cancelado',
});

/** Accepted for compatibility with the spec's payloads and ignored: the server computes it. */
const ignored = z
  .unknown()
  .optional()
  .transform(() => undefined);

const QUANTITY = 'La cantidad debe ser un número entero mayor o igual a 1';
const quantityValue = z
  .number({ error: QUANTITY })
  .int(QUANTITY)
  .min(1, QUANTITY)
  .max(MAX_QUANTITY, `La cantidad no puede superar ${MAX_QUANTITY.toLocaleString('es-PY')}`);

/**
 * One line to add (spec 2 §7 "one call per selected service"): exactly one of serviceId, comboId,
 * inventoryItemId, and a whole quantity ≥ 1 sent as `quantity` (or `cantidad`; default 1). The name
 * and price come from the catalogue; `nombre`, `price`/`precio` and `workOrderId` are ignored.
 */
export const WorkOrderItemBody = z
  .object({
    workOrderId: ignored,
    ...itemRefFields,
    nombre: ignored,
    price: ignored,
    precio: ignored,
    quantity: quantityValue.optional(),
    cantidad: quantityValue.optional(),
  })
  .superRefine(requireOneItemRef)
  .transform(({ serviceId, comboId, inventoryItemId, quantity, cantidad }) => ({
    ...toItemRef({ serviceId, comboId, inventoryItemId }),
    cantidad: quantity ?? cantidad ?? 1,
  }));
export type WorkOrderItemBody = z.output<typeof WorkOrderItemBody>;
export type WorkOrderItemInput = z.input<typeof WorkOrderItemBody>;

const items = z.array(WorkOrderItemBody, { error: 'Los items deben ser una lista' }).max(100, {
  error: 'Una orden no puede tener más de 100 items',
});

const observaciones = optionalText(1000, 'Las observaciones no pueden exceder 1000 caracteres');

/**
 * POST /api/work-orders. Every order starts recibido: a sent `estado` is ignored, as is `total`
 * (always the server's sum of the items). `items` (default none) are created with the order in one
 * append, whole or not at all.
 */
export const CreateWorkOrderBody = z.object({
  customerId: requiredRef('El cliente es obligatorio', 'Cliente inválido'),
  vehicleId: requiredRef('El vehículo es obligatorio', 'Vehículo inválido'),
  observaciones,
  items: items.default([]),
  estado: ignored,
  total: ignored,
});
export type CreateWorkOrderBody = z.output<typeof CreateWorkOrderBody>;
export type CreateWorkOrderInput = z.input<typeof CreateWorkOrderBody>;

/** The create/edit dialog: the same body with at least one service (spec 2 §5). */
export const WorkOrderFormBody = CreateWorkOrderBody.extend({ items: items.min(1, NO_SERVICES) });
export type WorkOrderFormValues = z.input<typeof WorkOrderFormBody>;

/**
 * PUT /api/work-orders/{id}: every field optional, an absent one is left alone. `estado` moves the
 * order (its date — fechaInicio, fechaFin, fechaEntrega — is the server's clock); the current estado
 * sent again is no move. `observaciones` (empty clears) and `items` (the whole new list, replacing the
 * old) only while the order is recibido or en_proceso.
 */
export const UpdateWorkOrderBody = z.object({
  estado: estado.optional(),
  observaciones: observaciones.optional(),
  items: items.optional(),
  total: ignored,
});
export type UpdateWorkOrderBody = z.output<typeof UpdateWorkOrderBody>;
export type UpdateWorkOrderInput = z.input<typeof UpdateWorkOrderBody>;

export const WorkOrderIdParams = z.object({ id: z.uuid('Orden de trabajo inválida') });
export { RecordIdParams };

/** GET /api/work-orders?estado=…: all orders when absent. */
export const WorkOrderListQuery = z.object({ estado: estado.optional() });
export type WorkOrderListQuery = z.infer<typeof WorkOrderListQuery>;

/**
 * A line of an order (spec 2 §3, §7): the spec's names (nombre, precio, cantidad) and, as where it is
 * read or created, quantity and price too; total = precio × cantidad.
 */
export const WorkOrderItemDto = z.object({
  id: z.uuid(),
  workOrderId: z.uuid(),
  ...itemRefDtoFields,
  nombre: z.string(),
  precio: z.number().int(),
  cantidad: z.number().int(),
  price: z.number().int(),
  quantity: z.number().int(),
  total: z.number().int(),
});
export type WorkOrderItemDto = z.infer<typeof WorkOrderItemDto>;

/** An order as GET /api/work-orders lists it (newest first) and every write answers it. */
export const WorkOrderDto = z.object({
  id: z.uuid(),
  numero: z.number().int().positive(),
  estado,
  customerId: z.string(),
  customerNombre: z.string(),
  customerDocNumero: z.string(),
  customerTelefono: z.string().nullable(),
  vehicleId: z.string(),
  vehiclePlaca: z.string(),
  vehicleMarca: z.string(),
  vehicleModelo: z.string(),
  vehicleColor: z.string(),
  /** ISO instants. fechaEntrada is the creation (also as createdAt, the dashboard's name). */
  fechaEntrada: z.string(),
  createdAt: z.string(),
  fechaInicio: z.string().nullable(),
  fechaFin: z.string().nullable(),
  fechaEntrega: z.string().nullable(),
  observaciones: z.string().nullable(),
  /** The server's sum of the items, integer guaraníes. */
  total: z.number().int(),
  items: z.array(WorkOrderItemDto),
  /** Billed: the sale and its invoice number. */
  facturada: z.boolean(),
  saleId: z.string().nullable(),
  numeroFactura: z.string().nullable(),
});
export type WorkOrderDto = z.infer<typeof WorkOrderDto>;

/** The dashboard's 'Órdenes Activas' and 'Servicios Realizados', counted by the server. */
export const WorkOrderStatsDto = z.object({
  /** Not entregado and not cancelado. */
  ordenesActivas: z.number().int(),
  /** Entregado on `fecha`. */
  serviciosRealizados: z.number().int(),
  /** Today in America/Asuncion, YYYY-MM-DD. */
  fecha: z.string(),
});
export type WorkOrderStatsDto = z.infer<typeof WorkOrderStatsDto>;

/** GET /api/print/work-orders/{id} (spec 2 §3 "Work-order print data"), with the order and company. */
export const WorkOrderPrintDto = z.object({
  customer: z.object({
    id: z.string(),
    nombre: z.string(),
    docTipo: z.string(),
    docNumero: z.string(),
    telefono: z.string().nullable(),
    email: z.string().nullable(),
    direccion: z.string().nullable(),
  }),
  vehicle: z.object({
    id: z.string(),
    placa: z.string(),
    marca: z.string(),
    modelo: z.string(),
    color: z.string(),
  }),
  orderItems: z.array(
    z.object({
      name: z.string(),
      quantity: z.number().int(),
      price: z.number().int(),
      total: z.number().int(),
    }),
  ),
  workOrder: z.object({
    id: z.string(),
    numero: z.number().int(),
    estado,
    fechaEntrada: z.string(),
    fechaInicio: z.string().nullable(),
    fechaFin: z.string().nullable(),
    fechaEntrega: z.string().nullable(),
    observaciones: z.string().nullable(),
    total: z.number().int(),
  }),
  /** The receipt's header; null before the company is configured. */
  company: z
    .object({
      razonSocial: z.string(),
      nombreFantasia: z.string().nullable(),
      ruc: z.string(),
      direccion: z.string().nullable(),
      ciudad: z.string().nullable(),
      telefono: z.string().nullable(),
    })
    .nullable(),
});
export type WorkOrderPrintDto = z.infer<typeof WorkOrderPrintDto>;

/** 'save' is 'Guardar', 'print' 'Guardar e Imprimir' (the reply is the same; the client prints). */
export const SALE_FROM_ORDER_ACTIONS = ['save', 'print'] as const;
export type SaleFromOrderAction = (typeof SALE_FROM_ORDER_ACTIONS)[number];

/**
 * POST /api/sales/create-from-order. `saleData` is POST /api/sales's body (TEMP number, lines,
 * totals, checked the same way); its workOrderId is replaced by `workOrderId`. The sale, the order's
 * billed mark and (markAsDelivered) its delivery are one atomic append.
 */
export const CreateSaleFromOrderBody = z.object({
  saleData: CreateSaleBody,
  workOrderId: z
    .string({ error: 'La orden de trabajo es obligatoria' })
    .pipe(z.uuid('Orden de trabajo inválida')),
  action: z.enum(SALE_FROM_ORDER_ACTIONS, { error: "Acción inválida: debe ser 'save' o 'print'" }),
  markAsDelivered: z.boolean({ error: 'markAsDelivered debe ser verdadero o falso' }).default(false),
});
export type CreateSaleFromOrderBody = z.output<typeof CreateSaleFromOrderBody>;
export type CreateSaleFromOrderInput = z.input<typeof CreateSaleFromOrderBody>;

/** The created sale (numeroFactura at the top, as spec 1 §7 reads it), the action, and the order now. */
export const SaleFromOrderDto = SaleDto.extend({
  action: z.enum(SALE_FROM_ORDER_ACTIONS),
  workOrder: WorkOrderDto,
});
export type SaleFromOrderDto = z.infer<typeof SaleFromOrderDto>;
