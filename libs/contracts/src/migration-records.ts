import { isCalendarDay } from './building-blocks';
import { CreateCategoryBody, CreateComboBody, CreateServiceBody } from './catalog';
import { CompanyConfigBody } from './company-config';
import { CustomerBody, VehicleBody } from './customers';
import { CreateInventoryItemBody } from './inventory';
import { CompanyConfigAtIssueDto, SaleCustomerDto, UpdateSaleBody } from './sales';
import { UserWithoutPasswordBody } from './users';
import { CreateWorkOrderBody, WORK_ORDER_ESTADO_VALUES } from './work-orders';
import { z } from './zod-es';

/**
 * One record of a backup: the body the live route takes (the very same schema, so an import
 * accepts exactly what the screens may store) plus what the server had given the record (its id
 * and dates). The backup's records are the DTOs the screens read, which carry both.
 */
export type RecordParse<T> =
  | { readonly success: true; readonly data: T }
  | { readonly success: false; readonly issues: readonly z.core.$ZodIssue[] };

export interface BackupRecordSchema<T> {
  safeParse(input: unknown): RecordParse<T>;
}

function backupRecord<M extends z.ZodRawShape, B extends z.ZodType>(
  meta: M,
  body: B,
): BackupRecordSchema<Omit<z.output<B>, keyof M> & z.output<z.ZodObject<M>>> {
  const metaSchema = z.object(meta);
  return {
    safeParse(input) {
      const own = metaSchema.safeParse(input);
      const live = body.safeParse(input);
      if (own.success && live.success) {
        return { success: true, data: { ...(live.data as object), ...own.data } as never };
      }
      return { success: false, issues: [...(own.error?.issues ?? []), ...(live.error?.issues ?? [])] };
    },
  };
}

const id = z.uuid('Identificador inválido');
const instant = (message: string) => z.iso.datetime({ offset: true, error: message });
const createdAt = instant('La fecha de creación no es válida').optional();
const day = (message: string) => z.string({ error: message }).refine(isCalendarDay, message);

export const CategoryRecord = backupRecord({ id, createdAt }, CreateCategoryBody);
export const ServiceRecord = backupRecord({ id, createdAt }, CreateServiceBody);
export const ComboRecord = backupRecord({ id, createdAt }, CreateComboBody);
export const InventoryRecord = backupRecord({ id, createdAt }, CreateInventoryItemBody);
export const CustomerRecord = backupRecord({ id, createdAt }, CustomerBody);
export const VehicleRecord = backupRecord({ id }, VehicleBody);
/** The company configuration is one record; its id is fixed by the system, so none is needed. */
export const CompanyConfigRecord = backupRecord({}, CompanyConfigBody);
/** A user without any password: the backup never carries one (see the users import). */
export const UserRecord = backupRecord({ id, createdAt }, UserWithoutPasswordBody);

/**
 * A sale as it was issued: the live sale body (customer, lines, payment, totals) plus its fiscal
 * identity (number, day, stamp and company at issue), the buyer as the invoice names them, and
 * whether it was voided.
 */
export const SaleRecord = backupRecord(
  {
    id,
    numeroFactura: z
      .string({ error: 'El número de factura es obligatorio' })
      .regex(/^\d{3}-\d{3}-\d{7}$/, 'El número de factura debe tener el formato 001-001-0000001'),
    fecha: day('La fecha de la venta no es válida'),
    createdAt: instant('La fecha de emisión no es válida'),
    createdBy: z.uuid('Usuario emisor inválido').nullable(),
    anulada: z.boolean({ error: 'El estado anulada debe ser verdadero o falso' }),
    anuladaAt: instant('La fecha de anulación no es válida').nullable(),
    customer: SaleCustomerDto,
    companyConfig: CompanyConfigAtIssueDto,
  },
  UpdateSaleBody,
);

/**
 * A work order as it was: the live order body (customer, vehicle, observaciones, the items' services,
 * combos or products and quantities, read as `refs`) plus its numero, estado and dates, the names and
 * prices its lines had (`items`, in the same order), the customer and vehicle as the order named them,
 * and the sale that billed it.
 */
export const WorkOrderRecord = backupRecord(
  {
    id,
    numero: z
      .number({ error: 'El número de orden es obligatorio' })
      .int('El número de orden debe ser un número entero')
      .min(1, 'El número de orden debe ser al menos 1'),
    estado: z.enum(WORK_ORDER_ESTADO_VALUES, { error: 'Estado de la orden inválido' }),
    createdAt: instant('La fecha de entrada no es válida'),
    fechaInicio: instant('La fecha de inicio no es válida').nullable(),
    fechaFin: instant('La fecha de fin no es válida').nullable(),
    fechaEntrega: instant('La fecha de entrega no es válida').nullable(),
    items: z.array(
      z.object({
        id,
        nombre: z
          .string({ error: 'El nombre del item es obligatorio' })
          .min(1, 'El nombre del item es obligatorio'),
        precio: z
          .number({ error: 'El precio del item debe ser un número' })
          .int('El precio del item debe ser un monto entero en guaraníes')
          .min(0, 'El precio del item no puede ser negativo'),
      }),
    ),
    customerNombre: z.string({ error: 'El nombre del cliente es obligatorio' }),
    customerDocNumero: z.string({ error: 'El documento del cliente es obligatorio' }),
    customerTelefono: z.string().nullable(),
    vehiclePlaca: z.string({ error: 'La placa es obligatoria' }),
    vehicleMarca: z.string({ error: 'La marca es obligatoria' }),
    vehicleModelo: z.string({ error: 'El modelo es obligatorio' }),
    vehicleColor: z.string({ error: 'El color es obligatorio' }),
    saleId: z.uuid('Venta inválida').nullable(),
    numeroFactura: z.string().nullable(),
  },
  CreateWorkOrderBody.transform(({ items, ...order }) => ({ ...order, refs: items })),
);

export type CategoryRecord = RecordOf<typeof CategoryRecord>;
export type ServiceRecord = RecordOf<typeof ServiceRecord>;
export type ComboRecord = RecordOf<typeof ComboRecord>;
export type InventoryRecord = RecordOf<typeof InventoryRecord>;
export type CustomerRecord = RecordOf<typeof CustomerRecord>;
export type VehicleRecord = RecordOf<typeof VehicleRecord>;
export type CompanyConfigRecord = RecordOf<typeof CompanyConfigRecord>;
export type UserRecord = RecordOf<typeof UserRecord>;
export type SaleRecord = RecordOf<typeof SaleRecord>;
export type WorkOrderRecord = RecordOf<typeof WorkOrderRecord>;
type RecordOf<S> = S extends BackupRecordSchema<infer T> ? T : never;
