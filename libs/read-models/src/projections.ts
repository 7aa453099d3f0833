import { DEFAULT_CUSTOMER } from '@lavadero/contracts/customers';
import { DEFAULT_CATEGORIES } from '@lavadero/domain/catalog/default-categories';
import { cashSessionsProjection } from './cash-sessions/cash-sessions.projection';
import { cashSettingsProjection } from './cash-settings/cash-settings.projection';
import { categoriesProjection } from './categories/categories.projection';
import { combosProjection } from './combos/combos.projection';
import { companyConfigProjection } from './company-config/company-config.projection';
import { customerAccountsProjection } from './customer-accounts/customer-accounts.projection';
import { customersProjection } from './customers/customers.projection';
import { dnitConfigProjection } from './dnit-config/dnit-config.projection';
import { electronicDocumentsProjection } from './electronic-documents/electronic-documents.projection';
import { resetOnNewEpoch } from './epochs/reset-on-new-epoch';
import { inventoryItemsProjection } from './inventory/inventory-items.projection';
import { inventoryMovementsProjection } from './inventory/inventory-movements.projection';
import { invoiceUsageProjection } from './invoice-usage/invoice-usage.projection';
import { logosProjection } from './logos/logos.projection';
import { paymentMethodsReportProjection } from './payment-methods-report/payment-methods-report.projection';
import type { Projection } from './projection';
import { reportsProjection } from './reports/reports.projection';
import { salesProjection } from './sales/sales.projection';
import { servicesProjection } from './services/services.projection';
import { sessionsProjection } from './sessions/sessions.projection';
import { usersProjection } from './users/users.projection';
import { vehiclesProjection } from './vehicles/vehicles.projection';
import { workOrdersProjection } from './work-orders/work-orders.projection';

/**
 * Every read model's projection. A new read model adds itself here and its migration to migrate.ts.
 * Operational read models start empty at a system reset (keeping 'Cliente General' and the default
 * categories); users (and their invoice usage) and the company, DNIT and logo settings live across epochs,
 * and so do the electronic documents: a DE still owed to SIFEN is owed after a reset.
 */
export const allProjections: readonly Projection[] = [
  usersProjection,
  invoiceUsageProjection,
  sessionsProjection,
  resetOnNewEpoch(customersProjection, { customers: [DEFAULT_CUSTOMER.id] }),
  resetOnNewEpoch(vehiclesProjection),
  resetOnNewEpoch(inventoryItemsProjection),
  resetOnNewEpoch(inventoryMovementsProjection),
  resetOnNewEpoch(servicesProjection),
  resetOnNewEpoch(combosProjection),
  resetOnNewEpoch(salesProjection),
  resetOnNewEpoch(workOrdersProjection),
  resetOnNewEpoch(reportsProjection),
  resetOnNewEpoch(paymentMethodsReportProjection),
  resetOnNewEpoch(categoriesProjection, { categories: DEFAULT_CATEGORIES.map((c) => c.categoryId) }),
  companyConfigProjection,
  dnitConfigProjection,
  electronicDocumentsProjection,
  logosProjection,
  // Money counted in a drawer is not sample data: the cajas, like the electronic documents, live across epochs.
  cashSessionsProjection,
  // What a customer owes is not sample data either: a debt outlives a reset of the operational data.
  customerAccountsProjection,
  cashSettingsProjection,
];
