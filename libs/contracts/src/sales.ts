import { EDIT_WINDOW_HOURS } from '@lavadero/fiscal/edit-window';
import { saleAmount } from './building-blocks';
import { SaleElectronicDocument } from './electronic-documents';
import {
  DEFAULT_PAYMENT_METHOD,
  INVALID_PAYMENT_METHOD,
  PAYMENT_METHOD_VALUES,
  paymentParts,
  refinePayments,
} from './sale-payments';
import { z } from './zod-es';

export {
  DEFAULT_PAYMENT_METHOD,
  PAYMENT_METHOD_OPTIONS,
  PAYMENT_METHOD_VALUES,
  type PaymentMethodValue,
} from './sale-payments';

/** Spec 1 §6 and §8: corrections and voids only within this many hours of issue. */
export const SALE_EDIT_WINDOW_HOURS = EDIT_WINDOW_HOURS;
/** Quantities per line: whole units, with a ceiling no car wash reaches by accident. */
export const MAX_QUANTITY = 10_000;

export const NO_ITEMS = 'Debe agregar al menos un item';
/** The client's temporary number, 'TEMP-' plus random characters: the request's idempotency key. */
const TEMP_NUMBER = /^TEMP-[A-Za-z0-9_-]{4,60}$/;

const optionalId = (message: string) =>
  z
    .uuid(message)
    .nullish()
    .transform((v) => v ?? null);

/** What a line sells (sale and work-order lines alike): exactly one of the three is set. */
export const itemRefFields = {
  serviceId: optionalId('Servicio inválido'),
  comboId: optionalId('Combo inválido'),
  inventoryItemId: optionalId('Producto inválido'),
};
type ItemRefs = { serviceId: string | null; comboId: string | null; inventoryItemId: string | null };

export function requireOneItemRef(item: ItemRefs, ctx: z.RefinementCtx) {
  const ids = [item.serviceId, item.comboId, item.inventoryItemId].filter((id) => id !== null);
  if (ids.length !== 1) {
    ctx.addIssue({ code: 'custom', message: 'Cada item debe ser un servicio, un combo o un producto' });
  }
}

/** The one reference set, as the domain reads it. */
export const toItemRef = ({ serviceId, comboId, inventoryItemId }: ItemRefs) => ({
  kind: serviceId ? ('service' as const) : comboId ? ('combo' as const) : ('product' as const),
  itemId: (serviceId ?? comboId ?? inventoryItemId) as string,
});

/** The references as the screens read a line: the one set, the others null. */
export const itemRefDtoFields = {
  serviceId: z.string().nullable(),
  comboId: z.string().nullable(),
  inventoryItemId: z.string().nullable(),
};

/**
 * One line (spec 1 §3 "Sale item"): exactly one of serviceId, comboId, inventoryItemId. Parsed to
 * `{ kind, itemId, … }`; the name is the client's display only (the server names lines itself).
 */
function saleItem(strings: boolean) {
  return z
    .object({
      ...itemRefFields,
      nombre: z.string().max(200).optional(),
      cantidad: saleAmount('La cantidad', {
        strings,
        min: 1,
        max: MAX_QUANTITY,
        fraction: 'debe ser un número entero',
      }),
      precioUnitario: saleAmount('El precio unitario', { strings }),
      subtotal: saleAmount('El subtotal del item', { strings }),
    })
    .superRefine(requireOneItemRef)
    .transform(({ nombre, cantidad, precioUnitario, subtotal, ...refs }) => ({
      ...toItemRef(refs),
      nombre: nombre ?? '',
      cantidad,
      precioUnitario,
      subtotal,
    }));
}

function saleFields(strings: boolean) {
  return {
    customerId: z
      .string({ error: 'El cliente es obligatorio' })
      .trim()
      .min(1, 'El cliente es obligatorio')
      .pipe(z.uuid('Cliente inválido')),
    workOrderId: optionalId('Orden de trabajo inválida'),
    /** Alone (clients before split payments): the whole total by this method. */
    medioPago: z
      .enum(PAYMENT_METHOD_VALUES, { error: INVALID_PAYMENT_METHOD })
      .default(DEFAULT_PAYMENT_METHOD),
    /** The parts of the payment; when given, the sale's method is the first part's. */
    pagos: paymentParts(strings),
    regimenTurismo: z.boolean({ error: 'Régimen turismo inválido' }).default(false),
    /** The stamp is the server's; whatever the client sends here is ignored. */
    timbradoUsado: z
      .unknown()
      .optional()
      .transform(() => undefined),
    items: z
      .array(saleItem(strings), { error: NO_ITEMS })
      .min(1, NO_ITEMS)
      .max(100, 'Una venta no puede tener más de 100 items'),
    subtotal: saleAmount('El subtotal', { strings }),
    impuestos: saleAmount('El IVA', { strings }),
    total: saleAmount('El total', { strings }),
  };
}

/** With parts stated, the sale's method is the first part's whatever `medioPago` said. */
function withFirstMethod<T extends { medioPago: string; pagos: { medio: string }[] | null }>(body: T): T {
  const first = body.pagos?.[0];
  return first ? { ...body, medioPago: first.medio } : body;
}

/** POST /api/sales (spec 1 §7); the same schema checks the new-sale form in the browser. */
export const CreateSaleBody = z
  .object({
    ...saleFields(false),
    numeroFactura: z
      .string({ error: 'Falta el número temporal de la factura' })
      .trim()
      .regex(TEMP_NUMBER, 'Número temporal de factura inválido (TEMP-…)'),
  })
  .superRefine(refinePayments)
  .transform(withFirstMethod);
export type CreateSaleBody = z.output<typeof CreateSaleBody>;
export type CreateSaleInput = z.input<typeof CreateSaleBody>;

/** PUT /api/sales/{id}: the same fields, amounts possibly as strings; the number stays as it is. */
export const UpdateSaleBody = z
  .object({
    ...saleFields(true),
    numeroFactura: z
      .unknown()
      .optional()
      .transform(() => undefined),
  })
  .superRefine(refinePayments)
  .transform(withFirstMethod);
export type UpdateSaleBody = z.output<typeof UpdateSaleBody>;
export type UpdateSaleInput = z.input<typeof UpdateSaleBody>;

export const SaleIdParams = z.object({ id: z.uuid('Venta inválida') });

/** DELETE /api/sales/{id}: the spec sends no body; the auditor's history shows a reason when one is given. */
export const VoidSaleBody = z
  .object({
    motivo: z
      .string('El motivo debe ser texto')
      .trim()
      .max(200, 'El motivo admite hasta 200 caracteres')
      .optional()
      .transform((v) => (v ? v : null)),
  })
  .strict()
  .optional();
export type VoidSaleBody = z.input<typeof VoidSaleBody>;

/** A line as the screens read it (spec 1 §3): exactly one id set, the others null. */
export const SaleItemDto = z.object({
  ...itemRefDtoFields,
  nombre: z.string(),
  cantidad: z.number().int(),
  precioUnitario: z.number().int(),
  subtotal: z.number().int(),
});
export type SaleItemDto = z.infer<typeof SaleItemDto>;

/** One part of a sale's payment as the screens read it. */
export const SalePaymentDto = z.object({
  medio: z.enum(PAYMENT_METHOD_VALUES),
  monto: z.number().int(),
  entregado: z.number().int().nullable(),
  vuelto: z.number().int().nullable(),
});
export type SalePaymentDto = z.infer<typeof SalePaymentDto>;

/** A sale as GET /api/sales lists it (newest first) and POST/PUT answer it. */
export const SaleDto = z.object({
  id: z.uuid(),
  numeroFactura: z.string(),
  /** Calendar day of issue in America/Asuncion, YYYY-MM-DD. */
  fecha: z.string(),
  /** ISO instant of issue. */
  createdAt: z.string(),
  customerId: z.string(),
  /** For the screen's search by name and document. */
  customerNombre: z.string(),
  customerDocNumero: z.string(),
  workOrderId: z.string().nullable(),
  /** The first part's method (the one method of a sale paid whole by one). */
  medioPago: z.enum(PAYMENT_METHOD_VALUES),
  /** Every part, one for a sale paid whole by one method; the change is entregado − monto. */
  pagos: z.array(SalePaymentDto),
  regimenTurismo: z.boolean(),
  timbradoUsado: z.string(),
  subtotal: z.number().int(),
  impuestos: z.number().int(),
  total: z.number().int(),
  /** Voided ('ANULADA'): it keeps its number and leaves every total and report. */
  anulada: z.boolean(),
  anuladaAt: z.string().nullable(),
  /** Imported from a backup: issued by the system before, never corrected or voided here. */
  importada: z.boolean(),
  createdBy: z.string().nullable(),
  items: z.array(SaleItemDto),
  /** The electronic document (SIFEN) of a sale issued electronically; absent or null otherwise. */
  electronico: SaleElectronicDocument.nullable().optional(),
});
export type SaleDto = z.infer<typeof SaleDto>;

/** The buyer as the invoice names them (copied when the sale was issued or corrected). */
export const SaleCustomerDto = z.object({
  id: z.string(),
  nombre: z.string(),
  docTipo: z.string(),
  docNumero: z.string(),
  direccion: z.string().nullable(),
  telefono: z.string().nullable(),
  email: z.string().nullable(),
  regimenTurismo: z.boolean(),
  pais: z.string().nullable(),
  pasaporte: z.string().nullable(),
});
export type SaleCustomerDto = z.infer<typeof SaleCustomerDto>;

/** The company configuration as it was when the invoice was issued (spec 1 §3 field names). */
export const CompanyConfigAtIssueDto = z.object({
  razonSocial: z.string(),
  nombreFantasia: z.string().nullable(),
  ruc: z.string(),
  direccion: z.string().nullable(),
  ciudad: z.string().nullable(),
  telefono: z.string().nullable(),
  email: z.string().nullable(),
  logoPath: z.string().nullable(),
  moneda: z.string(),
  timbradoNumero: z.string(),
  establecimiento: z.string(),
  puntoExpedicion: z.string(),
  timbradoDesde: z.string(),
  timbradoHasta: z.string().nullable(),
  /** Printed timbrado or electronic document (a KuDE); the API always says which. */
  emision: z.enum(['impresa', 'electronica']).optional(),
});
export type CompanyConfigAtIssueDto = z.infer<typeof CompanyConfigAtIssueDto>;

/** GET /api/sales/{id}/full. */
export const FullSaleDto = z.object({
  sale: SaleDto,
  items: z.array(SaleItemDto),
  customer: SaleCustomerDto,
  companyConfig: CompanyConfigAtIssueDto,
});
export type FullSaleDto = z.infer<typeof FullSaleDto>;

/**
 * The refusal of a correction or void after 24 h. The screen shows `details` followed by
 * '({hoursElapsed}h transcurridas de {maxHours}h permitidas)' (spec 1 §8).
 */
export const FiscalComplianceViolationBody = z.object({
  code: z.literal('FISCAL_COMPLIANCE_VIOLATION'),
  message: z.string(),
  details: z.string(),
  hoursElapsed: z.number().int(),
  maxHours: z.literal(SALE_EDIT_WINDOW_HOURS),
});
export type FiscalComplianceViolationBody = z.infer<typeof FiscalComplianceViolationBody>;

/** The text spec 1 §8 shows for a refusal body; other bodies show their `details`. */
export function saleRefusalText(body: Readonly<Record<string, unknown>>): string | undefined {
  const parsed = FiscalComplianceViolationBody.safeParse(body);
  if (parsed.success) {
    const { details, hoursElapsed, maxHours } = parsed.data;
    return `${details} (${hoursElapsed}h transcurridas de ${maxHours}h permitidas)`;
  }
  return typeof body.details === 'string' ? body.details : undefined;
}
