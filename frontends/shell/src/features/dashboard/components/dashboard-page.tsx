import { useCan } from '@lavadero/ui/api/use-current-user';
import { CashTodayPanel } from './cash-today-panel';
import { DashboardHeader } from './dashboard-header';
import { DashboardPanels } from './dashboard-panels';
import { DemoDataCard } from './demo-data-card';
import { ElectronicAlertsBanner } from './electronic-alerts-banner';
import { TimbradoBanner } from './timbrado-banner';

/**
 * Whose business this is, the stamp's state, the electronic invoices' warnings, then today's figures
 * from the sales and inventory read models, and for an admin the cajas.
 */
export function DashboardPage() {
  const canSeeCajas = useCan('reports.view');
  return (
    <div className="space-y-6">
      <DashboardHeader />
      <TimbradoBanner />
      <ElectronicAlertsBanner />
      <DemoDataCard />
      <DashboardPanels />
      {canSeeCajas && <CashTodayPanel />}
    </div>
  );
}
