import { Kysely, type LogEvent, type Transaction } from 'kysely';
import type pg from 'pg';
import type {
  CashSalePaymentsTable,
  CashSessionEntriesTable,
  CashSessionsTable,
} from './cash-sessions/cash-sessions.table';
import type { CashSettingsTable } from './cash-settings/cash-settings.table';
import type { CategoriesTable } from './categories/categories.table';
import type { CheckpointsTable } from './checkpoints/checkpoints.table';
import type { ServiceCombosTable } from './combos/combos.table';
import type { CompanyConfigTable } from './company-config/company-config.table';
import { ReadModelDialect, ReadModelNaming } from './compiled-statements';
import type {
  CustomerAccountChargesTable,
  CustomerAccountMovementsTable,
  CustomerAccountsTable,
} from './customer-accounts/customer-accounts.table';
import type { CustomersTable } from './customers/customers.table';
import type { DnitConfigTable } from './dnit-config/dnit-config.table';
import type { InventoryItemsTable } from './inventory/inventory-items.table';
import type { InventoryMovementsTable } from './inventory/inventory-movements.table';
import type { InvoiceUsageTable } from './invoice-usage/invoice-usage.table';
import type { LogosTable } from './logos/logos.table';
import type {
  ReportPaymentMethodDailyTable,
  ReportSalePaymentsTable,
} from './payment-methods-report/payment-methods-report.table';
import type { ReplayProgressTable } from './replay/replay-progress.table';
import type {
  ReportCustomerDailyTable,
  ReportCustomerMonthlyTable,
  ReportDailyTable,
  ReportSalesTable,
  ReportServiceDailyTable,
  ReportServiceMonthlyTable,
} from './reports/reports.table';
import type { SalesTable } from './sales/sales.table';
import type { ServicesTable } from './services/services.table';
import type { SessionsTable } from './sessions/sessions.table';
import type { UsersTable } from './users/users.table';
import type { VehiclesTable } from './vehicles/vehicles.table';
import type { WorkOrdersTable } from './work-orders/work-orders.table';

export interface Database {
  checkpoints: CheckpointsTable;
  users: UsersTable;
  sessions: SessionsTable;
  customers: CustomersTable;
  vehicles: VehiclesTable;
  inventoryItems: InventoryItemsTable;
  inventoryMovements: InventoryMovementsTable;
  services: ServicesTable;
  serviceCombos: ServiceCombosTable;
  categories: CategoriesTable;
  companyConfig: CompanyConfigTable;
  dnitConfig: DnitConfigTable;
  logos: LogosTable;
  sales: SalesTable;
  invoiceUsage: InvoiceUsageTable;
  reportSales: ReportSalesTable;
  reportDaily: ReportDailyTable;
  reportServiceDaily: ReportServiceDailyTable;
  reportCustomerDaily: ReportCustomerDailyTable;
  reportServiceMonthly: ReportServiceMonthlyTable;
  reportCustomerMonthly: ReportCustomerMonthlyTable;
  workOrders: WorkOrdersTable;
  /** Bookkeeping of the replay check, beside the checkpoints; no projection owns it. */
  replayProgress: ReplayProgressTable;
  cashSessions: CashSessionsTable;
  cashSessionEntries: CashSessionEntriesTable;
  cashSalePayments: CashSalePaymentsTable;
  reportSalePayments: ReportSalePaymentsTable;
  reportPaymentMethodDaily: ReportPaymentMethodDailyTable;
  customerAccounts: CustomerAccountsTable;
  customerAccountMovements: CustomerAccountMovementsTable;
  customerAccountCharges: CustomerAccountChargesTable;
  cashSettings: CashSettingsTable;
}

export type ReadModelDb = Kysely<Database>;
export type ReadModelTransaction = Transaction<Database>;

export const READ_MODEL_SCHEMA = 'read_models';

/**
 * One kysely instance over a `pg.Pool`: a real PostgreSQL pool in distributed mode, PGlite's
 * node-postgres adapter in embedded mode. Tables live in their own schema, apart from the events;
 * columns are snake_case in SQL and camelCase in TypeScript (compiled-statements.ts applies both
 * when a statement is compiled, once per shape). `log` hears every statement sent (tests).
 */
export function createReadModelDb(
  pool: pg.Pool,
  schema = READ_MODEL_SCHEMA,
  log?: (event: LogEvent) => void,
): ReadModelDb {
  const naming = new ReadModelNaming(schema);
  return new Kysely<Database>({
    dialect: new ReadModelDialect({ pool }, naming),
    plugins: [naming],
    ...(log && { log }),
  });
}
