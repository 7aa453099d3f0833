import { categoriesHandler } from './categories';
import { combosHandler } from './combos';
import { companyConfigHandler } from './company-config';
import { customersHandler } from './customers';
import type { AnyEntityHandler } from './entity-handler';
import { inventoryHandler } from './inventory';
import { salesHandler } from './sales';
import { servicesHandler } from './services';
import { usersHandler } from './users';
import { vehiclesHandler } from './vehicles';
import { workOrdersHandler } from './work-orders';

/**
 * Every entity a backup carries, in the order an import decides them: what a record names comes
 * before it (a combo's services, a vehicle's owner). A new entity is one more entry.
 */
export const entityHandlers: readonly AnyEntityHandler[] = [
  usersHandler,
  companyConfigHandler,
  categoriesHandler,
  servicesHandler,
  combosHandler,
  inventoryHandler,
  customersHandler,
  vehiclesHandler,
  workOrdersHandler,
  salesHandler,
];
