import { asuncionToday } from '@lavadero/fiscal/asuncion-day';
import { useDashboardInventory } from '../api/get-dashboard-inventory';
import { useDashboardSales } from '../api/get-dashboard-sales';
import { useWorkOrderStats } from '../api/get-work-order-stats';
import { inventoryAlerts, popularServices, salesOfDay } from './dashboard-figures';
import { InventoryAlertsPanel } from './inventory-alerts-panel';
import { PopularServicesPanel } from './popular-services-panel';
import { RecentSalesPanel } from './recent-sales-panel';
import { SummaryCards } from './summary-cards';

/** The dashboard's figures: summary cards, then recent sales, popular services and inventory alerts. */
export function DashboardPanels() {
  const sales = useDashboardSales();
  const inventory = useDashboardInventory();
  const stats = useWorkOrderStats();
  const orders = stats.data;
  const today = salesOfDay(sales.data ?? [], asuncionToday(new Date()));
  const alerts = inventoryAlerts(inventory.data ?? []);
  return (
    <>
      <SummaryCards
        loading={sales.isPending || inventory.isPending || stats.isPending}
        salesToday={today.reduce((sum, sale) => sum + sale.total, 0)}
        invoicesToday={today.length}
        orders={orders ? { active: orders.ordenesActivas, deliveredToday: orders.serviciosRealizados } : null}
        alerts={alerts}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <RecentSalesPanel loading={sales.isPending} sales={today} />
        <PopularServicesPanel loading={sales.isPending} popular={popularServices(today)} />
      </div>
      <InventoryAlertsPanel loading={inventory.isPending} alerts={alerts} />
    </>
  );
}
