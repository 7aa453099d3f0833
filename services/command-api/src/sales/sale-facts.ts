import type { CreateSaleBody, UpdateSaleBody } from '@lavadero/contracts/sales';
import type { CatalogFacts, SaleRequest, StampFacts } from '@lavadero/domain/sales/commands';
import type { CompanySnapshot, CustomerSnapshot } from '@lavadero/domain/sales/events';
import { timbradoStatus } from '@lavadero/fiscal/timbrado-status';
import { findComboById } from '@lavadero/read-models/combos/combos.queries';
import { findCompanyConfig } from '@lavadero/read-models/company-config/company-config.queries';
import { findCustomerById } from '@lavadero/read-models/customers/customers.queries';
import type { ReadModelDb } from '@lavadero/read-models/database';
import { findServiceById } from '@lavadero/read-models/services/services.queries';

/** The parsed body as the decider reads it (the client's names and TEMP number are not part of it). */
export function toSaleRequest(body: CreateSaleBody | UpdateSaleBody): SaleRequest {
  return {
    customerId: body.customerId,
    workOrderId: body.workOrderId,
    medioPago: body.medioPago,
    regimenTurismo: body.regimenTurismo,
    items: body.items.map(({ kind, itemId, cantidad, precioUnitario, subtotal }) => ({
      kind,
      itemId,
      cantidad,
      precioUnitario,
      subtotal,
    })),
    subtotal: body.subtotal,
    impuestos: body.impuestos,
    total: body.total,
  };
}

/** The buyer as the invoice will name them, or null when the id names no customer. */
export async function customerSnapshot(db: ReadModelDb, id: string): Promise<CustomerSnapshot | null> {
  const row = await findCustomerById(db, id);
  if (!row) return null;
  const { nombre, docTipo, docNumero, direccion, telefono, email, regimenTurismo, pais, pasaporte } = row;
  return {
    customerId: row.id,
    nombre,
    docTipo,
    docNumero,
    direccion,
    telefono,
    email,
    regimenTurismo,
    pais,
    pasaporte,
  };
}

/**
 * The services and combos the request names, as the catalogue has them now (a combo's price is its
 * precioTotal). Products are not read here: their stock is decided over their own streams.
 */
export async function catalogFacts(db: ReadModelDb, request: SaleRequest): Promise<CatalogFacts> {
  const ids = (kind: 'service' | 'combo') => [
    ...new Set(request.items.filter((i) => i.kind === kind).map((i) => i.itemId)),
  ];
  const services = await Promise.all(ids('service').map((id) => findServiceById(db, id)));
  const combos = await Promise.all(ids('combo').map((id) => findComboById(db, id)));
  return {
    services: Object.fromEntries(
      services.flatMap((s) => (s ? [[s.id, { nombre: s.nombre, precio: s.precio, activo: s.activo }]] : [])),
    ),
    combos: Object.fromEntries(
      combos.flatMap((c) =>
        c ? [[c.id, { nombre: c.nombre, precio: c.precioTotal, activo: c.activo }]] : [],
      ),
    ),
  };
}

/**
 * The company configuration in force (copied onto the invoice) and whether its stamp may number
 * invoices at `now`, by the same rule as GET /api/timbrado/status.
 */
export async function stampFacts(db: ReadModelDb, now: Date): Promise<StampFacts> {
  const row = await findCompanyConfig(db);
  const status = timbradoStatus(row ?? null, now);
  if (!row) return { company: null, isValid: false, error: status.error };
  const company: CompanySnapshot = {
    razonSocial: row.razonSocial,
    nombreFantasia: row.nombreFantasia,
    ruc: row.ruc,
    direccion: row.direccion,
    ciudad: row.ciudad,
    telefono: row.telefono,
    email: row.email,
    logoPath: row.logoPath,
    moneda: row.moneda,
    timbradoNumero: row.timbradoNumero,
    establecimiento: row.establecimiento,
    puntoExpedicion: row.puntoExpedicion,
    timbradoDesde: row.timbradoDesde,
    timbradoHasta: row.timbradoHasta,
  };
  return { company, isValid: status.isValid, error: status.error };
}
