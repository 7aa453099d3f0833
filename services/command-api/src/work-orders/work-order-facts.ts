import type {
  CatalogEntry,
  CustomerFacts,
  VehicleFacts,
  WorkOrderCatalog,
} from '@lavadero/domain/work-orders/commands';
import type { WorkOrderLineKind } from '@lavadero/domain/work-orders/events';
import { findComboById } from '@lavadero/read-models/combos/combos.queries';
import { findCustomerById } from '@lavadero/read-models/customers/customers.queries';
import type { ReadModelDb } from '@lavadero/read-models/database';
import { findInventoryItemById } from '@lavadero/read-models/inventory/inventory.queries';
import { findServiceById } from '@lavadero/read-models/services/services.queries';
import { findVehicleById } from '@lavadero/read-models/vehicles/vehicles.queries';

type Named = { readonly kind: WorkOrderLineKind; readonly itemId: string };
type Priced = CatalogEntry & { readonly id: string };

/** The entries of the ids found, by id (an unknown id is left out: the decider refuses it). */
async function entries(
  ids: readonly string[],
  find: (id: string) => Promise<Priced | undefined>,
): Promise<Record<string, CatalogEntry>> {
  const found = await Promise.all([...new Set(ids)].map(find));
  return Object.fromEntries(
    found.flatMap((e) => (e ? [[e.id, { nombre: e.nombre, precio: e.precio, activo: e.activo }]] : [])),
  );
}

/** The services, combos (precioTotal) and products the lines name, as the catalogue has them now. */
export async function workOrderCatalog(db: ReadModelDb, lines: readonly Named[]): Promise<WorkOrderCatalog> {
  const ids = (kind: WorkOrderLineKind) => lines.filter((l) => l.kind === kind).map((l) => l.itemId);
  const [services, combos, products] = await Promise.all([
    entries(ids('service'), async (id) => findServiceById(db, id)),
    entries(ids('combo'), async (id) => {
      const combo = await findComboById(db, id);
      return combo && { ...combo, precio: combo.precioTotal };
    }),
    entries(ids('product'), async (id) => findInventoryItemById(db, id)),
  ]);
  return { services, combos, products };
}

/** The order's customer and vehicle, or null when an id names none. */
export async function partiesOf(
  db: ReadModelDb,
  customerId: string,
  vehicleId: string,
): Promise<{ customer: CustomerFacts | null; vehicle: VehicleFacts | null }> {
  const [c, v] = await Promise.all([findCustomerById(db, customerId), findVehicleById(db, vehicleId)]);
  return {
    customer: c ? { customerId: c.id, nombre: c.nombre, docNumero: c.docNumero, telefono: c.telefono } : null,
    vehicle: v
      ? {
          vehicleId: v.id,
          customerId: v.customerId,
          placa: v.placa,
          marca: v.marca,
          modelo: v.modelo,
          color: v.color,
        }
      : null,
  };
}
