import type { CreateSaleBody, UpdateSaleBody } from '@lavadero/contracts/sales';
import type { CatalogFacts, SaleRequest, StampFacts } from '@lavadero/domain/sales/commands';
import type { CompanySnapshot, CustomerSnapshot } from '@lavadero/domain/sales/events';
import { stampInForce } from '@lavadero/fiscal/stamp-in-force';
import { timbradoMessages } from '@lavadero/fiscal/timbrado-status';
import type { ReadModelChanges } from '@lavadero/read-models/checkpoints/read-model-changes';
import type { ReadModelDb } from '@lavadero/read-models/database';
import {
  findSaleFacts,
  SALE_FACTS_READ_MODELS,
  type SaleFactRows,
  type SaleFactsLookup,
} from '@lavadero/read-models/sales/sale-facts.queries';
import { ReadModelMemo } from '../plugins/read-model-memo';

/** The parsed body as the decider reads it (the client's names and TEMP number are not part of it). */
export function toSaleRequest(body: CreateSaleBody | UpdateSaleBody): SaleRequest {
  return {
    customerId: body.customerId,
    workOrderId: body.workOrderId,
    medioPago: body.medioPago,
    pagos: body.pagos,
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

/** What the decider is told besides the request: the buyer, the catalogue and the stamp, as read now. */
export interface SaleFacts {
  readonly customer: CustomerSnapshot | null;
  readonly catalog: CatalogFacts;
  readonly stamp: StampFacts;
  /** 'Caja abierta obligatoria para vender': whether the seller's open caja must then be looked for. */
  readonly cajaRequired: boolean;
}

/** Reads the rows a sale's facts come from. */
export type SaleFactsReader = (lookup: SaleFactsLookup) => Promise<SaleFactRows>;

/**
 * The rows of the sales of an API process, read once and kept until the customers, services, combos,
 * company, DNIT or caja settings change (`ReadModelMemo`): a cashier selling the same washes to the same
 * customer asks the database for none of it again, and a price changed is never sold at the old one
 * once its write has answered. Without `changes` every sale reads them.
 */
export function saleFactsReader(db: ReadModelDb, changes: ReadModelChanges | undefined): SaleFactsReader {
  const memo = new ReadModelMemo<SaleFactRows>(SALE_FACTS_READ_MODELS, changes);
  return (lookup) => memo.get(JSON.stringify(lookup), () => findSaleFacts(db, lookup));
}

/**
 * Gathers the facts of a sale in one round trip at most (the route's only read before the decision):
 * the customer, the services and combos the request names, the company configuration and whether an
 * open caja is required to sell. Products are not read here: their price and stock are decided over
 * their own streams. Whose caja is open is not kept: it changes with every opening and closing.
 */
export async function saleFacts(read: SaleFactsReader, request: SaleRequest, now: Date): Promise<SaleFacts> {
  const ids = (kind: 'service' | 'combo') => [
    ...new Set(request.items.filter((i) => i.kind === kind).map((i) => i.itemId)),
  ];
  const rows = await read({
    customerId: request.customerId,
    serviceIds: ids('service').sort(),
    comboIds: ids('combo').sort(),
  });
  return {
    customer: customerSnapshot(rows.customer),
    catalog: catalogFacts(rows),
    stamp: stampFacts(rows.company, rows.emission, now),
    cajaRequired: rows.cajaRequired === true,
  };
}

/** The buyer as the invoice will name them, or null when the id names no customer. */
function customerSnapshot(row: SaleFactRows['customer']): CustomerSnapshot | null {
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

/** The services and combos the request names, as the catalogue has them now (a combo's price is its precioTotal). */
function catalogFacts({ services, combos }: SaleFactRows): CatalogFacts {
  return {
    services: Object.fromEntries(
      services.map((s) => [s.id, { nombre: s.nombre, precio: s.precio, activo: s.activo }]),
    ),
    combos: Object.fromEntries(
      combos.map((c) => [c.id, { nombre: c.nombre, precio: c.precioTotal, activo: c.activo }]),
    ),
  };
}

/**
 * The company configuration in force (copied onto the invoice) and whether its stamp may number
 * invoices at `now`, by the same rule as GET /api/timbrado/status. Under electronic emission the
 * electronic timbrado numbers the invoice (its own series: a new timbrado starts at 1).
 */
function stampFacts(row: SaleFactRows['company'], emission: SaleFactRows['emission'], now: Date): StampFacts {
  const stamp = stampInForce(row ?? null, emission, now);
  if (!row || !stamp) return { company: null, isValid: false, error: timbradoMessages.missing };
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
    timbradoNumero: stamp.timbradoNumero,
    establecimiento: row.establecimiento,
    puntoExpedicion: row.puntoExpedicion,
    timbradoDesde: stamp.timbradoDesde,
    timbradoHasta: stamp.timbradoHasta,
    ...(stamp.emision === 'electronica' && { emision: 'electronica' }),
  };
  return { company, isValid: stamp.status.isValid, error: stamp.status.error };
}
