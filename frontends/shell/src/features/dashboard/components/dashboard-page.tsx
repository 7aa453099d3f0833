import { PageHeader } from '@lavadero/ui/components/page-header';
import { DashboardPanels } from './dashboard-panels';
import { LiveClock } from './live-clock';

/**
 * Until the company-config endpoint exists the subtitle is the "no configuration" text of spec 1 §2;
 * the figures come from the sales and inventory read models.
 */
export function DashboardPage() {
  return (
    <div className="space-y-6">
      <PageHeader
        title="Dashboard"
        description="Gestión completa del negocio • Configure los datos de su empresa"
        actions={<LiveClock />}
      />
      <DashboardPanels />
    </div>
  );
}
