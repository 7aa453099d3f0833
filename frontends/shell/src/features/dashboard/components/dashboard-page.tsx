import { DashboardHeader } from './dashboard-header';
import { DashboardPanels } from './dashboard-panels';
import { DemoDataCard } from './demo-data-card';
import { ElectronicAlertsBanner } from './electronic-alerts-banner';
import { TimbradoBanner } from './timbrado-banner';

/** Whose business this is, the stamp's state, the electronic invoices' warnings, then today's figures from the sales and inventory read models. */
export function DashboardPage() {
  return (
    <div className="space-y-6">
      <DashboardHeader />
      <TimbradoBanner />
      <ElectronicAlertsBanner />
      <DemoDataCard />
      <DashboardPanels />
    </div>
  );
}
