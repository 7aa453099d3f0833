import { CreateComboBody, CreateServiceBody } from '@lavadero/contracts/catalog';
import { CustomerBody, VehicleBody } from '@lavadero/contracts/customers';
import { CreateInventoryItemBody } from '@lavadero/contracts/inventory';
import { comboDecider } from '@lavadero/domain/catalog/combo-decide';
import { toComboStreamId } from '@lavadero/domain/catalog/combo-events';
import { serviceDecider } from '@lavadero/domain/catalog/service-decide';
import { toServiceStreamId } from '@lavadero/domain/catalog/service-events';
import { toInventoryItemStreamId } from '@lavadero/domain/inventory/events';
import { inventoryItemDecider } from '@lavadero/domain/inventory/inventory-item-decide';
import { IllegalStateError } from '@lavadero/domain/shared/errors';
import { asuncionToday } from '@lavadero/fiscal/asuncion-day';
import { addCalendarDays } from '@lavadero/fiscal/report-period';
import { hasBusinessData } from '@lavadero/read-models/system/business-data.queries';
import { loadMemberServices } from '../catalog/member-services';
import { registerCustomer, toCustomerFields } from '../customers/register-customer';
import { registerVehicle } from '../customers/vehicle-writes';
import type { Actor } from '../plugins/commands';
import { nowIso, type WriteDeps } from '../plugins/write-deps';
import { DEMO_COMBOS, DEMO_CUSTOMERS, DEMO_PRODUCTS, DEMO_SERVICES, DEMO_TOURIST } from './demo-catalogue';

export const DEMO_NOT_EMPTY = 'Los datos de demostración solo se cargan en un sistema sin datos';

/** What the demo added, for the reply and the log. */
export interface DemoDataCounts {
  readonly services: number;
  readonly combos: number;
  readonly products: number;
  readonly customers: number;
  readonly vehicles: number;
}

/**
 * Loads the demo car wash (demo-catalogue.ts) through the same schemas and commands as the screens,
 * one record at a time (each waits for its read model, so a combo finds its services and a vehicle
 * its owner). Refused on a system that already holds business data: a demo must never mix with a
 * real business's records.
 */
export async function loadDemoData(deps: WriteDeps, actor: Actor): Promise<DemoDataCounts> {
  if (await hasBusinessData(deps.readDb)) throw new IllegalStateError('DEMO_NOT_EMPTY', DEMO_NOT_EMPTY);

  const serviceIds = new Map<string, string>();
  for (const { key, ...service } of DEMO_SERVICES) {
    const serviceId = deps.ids.newId();
    const data = { serviceId, ...CreateServiceBody.parse(service), now: nowIso(deps) };
    await deps.dispatch(
      actor,
      toServiceStreamId(serviceId),
      serviceDecider,
      { type: 'CreateService', data },
      {
        expectNew: true,
      },
    );
    serviceIds.set(key, serviceId);
  }

  for (const { services, ...combo } of DEMO_COMBOS) {
    const body = CreateComboBody.parse({ ...combo, serviceIds: services.map((key) => serviceIds.get(key)) });
    const comboId = deps.ids.newId();
    const members = await loadMemberServices(deps.store, body.serviceIds);
    const data = { comboId, ...body, services: members, now: nowIso(deps) };
    await deps.dispatch(
      actor,
      toComboStreamId(comboId),
      comboDecider,
      { type: 'CreateCombo', data },
      {
        expectNew: true,
      },
    );
  }

  for (const product of DEMO_PRODUCTS) {
    const { stockActual, ...details } = CreateInventoryItemBody.parse(product);
    const itemId = deps.ids.newId();
    const data = { itemId, details, stockActual, userId: actor.userId, now: nowIso(deps) };
    await deps.dispatch(
      actor,
      toInventoryItemStreamId(itemId),
      inventoryItemDecider,
      { type: 'CreateInventoryItem', data },
      { expectNew: true },
    );
  }

  const { daysAgo, vehicle: touristVehicle, ...tourist } = DEMO_TOURIST;
  const fechaIngreso = addCalendarDays(asuncionToday(deps.clock.now()), -daysAgo);
  const customers = [...DEMO_CUSTOMERS, { ...tourist, fechaIngreso, vehicles: [touristVehicle] }];
  let vehicles = 0;
  for (const { vehicles: cars, ...customer } of customers) {
    const { id: customerId } = await registerCustomer(
      deps,
      actor,
      toCustomerFields(CustomerBody.parse(customer)),
    );
    for (const car of cars) {
      await registerVehicle(deps, actor, VehicleBody.parse({ ...car, customerId }));
      vehicles++;
    }
  }

  return {
    services: DEMO_SERVICES.length,
    combos: DEMO_COMBOS.length,
    products: DEMO_PRODUCTS.length,
    customers: customers.length,
    vehicles,
  };
}
