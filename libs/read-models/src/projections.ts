import { categoriesProjection } from './categories/categories.projection';
import { combosProjection } from './combos/combos.projection';
import { customersProjection } from './customers/customers.projection';
import { inventoryItemsProjection } from './inventory/inventory-items.projection';
import { inventoryMovementsProjection } from './inventory/inventory-movements.projection';
import type { Projection } from './projection';
import { servicesProjection } from './services/services.projection';
import { sessionsProjection } from './sessions/sessions.projection';
import { usersProjection } from './users/users.projection';
import { vehiclesProjection } from './vehicles/vehicles.projection';

/** Every read model's projection. A new read model adds itself here and its migration to migrate.ts. */
export const allProjections: readonly Projection[] = [
  usersProjection,
  sessionsProjection,
  customersProjection,
  vehiclesProjection,
  inventoryItemsProjection,
  inventoryMovementsProjection,
  servicesProjection,
  combosProjection,
  categoriesProjection,
];
