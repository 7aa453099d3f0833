import { PageHeader } from '@lavadero/ui/components/page-header';
import { LiveClock } from './live-clock';

/**
 * Until the company-config endpoint exists the subtitle is the "no configuration" text of spec 1 §2;
 * the summary cards and panels arrive with their endpoints.
 */
export function DashboardPage() {
  return (
    <PageHeader
      title="Dashboard"
      description="Gestión completa del negocio • Configure los datos de su empresa"
      actions={<LiveClock />}
    />
  );
}
