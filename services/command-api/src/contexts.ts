import type { FastifyInstance } from 'fastify';
import { resetRoutes } from './admin/reset-routes';
import { auditRoutes } from './audit/audit-routes';
import { replayAuditRoutes } from './audit/replay-routes';
import { cashSessionRoutes } from './cash-sessions/cash-session-routes';
import { cashSettingsRoutes } from './cash-sessions/cash-settings-routes';
import { categoryRoutes } from './catalog/category-routes';
import { comboRoutes } from './catalog/combo-routes';
import { serviceRoutes } from './catalog/service-routes';
import { companyRoutes } from './company/company-routes';
import { customerAccountRoutes } from './customer-accounts/customer-account-routes';
import { customerRoutes } from './customers/customer-routes';
import { vehicleRoutes } from './customers/vehicle-routes';
import { demoRoutes } from './demo/demo-routes';
import { dnitRoutes } from './dnit/dnit-routes';
import { electronicDocumentRoutes } from './electronic-documents/electronic-document-routes';
import { historyRoutes } from './history/history-routes';
import { inventoryRoutes } from './inventory/inventory-routes';
import { migrationRoutes } from './migration/migration-routes';
import { reportRoutes } from './reports/report-routes';
import { saleRoutes } from './sales/sale-routes';
import { authRoutes } from './users/auth-routes';
import { userRoutes } from './users/user-routes';
import { workOrderRoutes } from './work-orders/work-order-routes';

/** Each bounded context's routes. A new context adds its entry here (its projections go in read-models). */
export const contexts: readonly {
  readonly name: string;
  readonly routes: (app: FastifyInstance) => Promise<void>;
}[] = [
  { name: 'auth', routes: authRoutes },
  { name: 'users', routes: userRoutes },
  { name: 'customers', routes: customerRoutes },
  { name: 'vehicles', routes: vehicleRoutes },
  { name: 'inventory', routes: inventoryRoutes },
  { name: 'services', routes: serviceRoutes },
  { name: 'service-combos', routes: comboRoutes },
  { name: 'categories', routes: categoryRoutes },
  { name: 'company', routes: companyRoutes },
  { name: 'sales', routes: saleRoutes },
  { name: 'work-orders', routes: workOrderRoutes },
  { name: 'cash-sessions', routes: cashSessionRoutes },
  { name: 'customer-accounts', routes: customerAccountRoutes },
  { name: 'cash-settings', routes: cashSettingsRoutes },
  { name: 'reports', routes: reportRoutes },
  { name: 'dnit', routes: dnitRoutes },
  { name: 'electronic-documents', routes: electronicDocumentRoutes },
  { name: 'history', routes: historyRoutes },
  { name: 'admin', routes: resetRoutes },
  { name: 'migration', routes: migrationRoutes },
  { name: 'demo-data', routes: demoRoutes },
  { name: 'audit-replay', routes: replayAuditRoutes },
  { name: 'audit', routes: auditRoutes },
];
