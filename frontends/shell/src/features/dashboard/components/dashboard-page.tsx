import { DashboardHeader } from './dashboard-header';
import { TimbradoBanner } from './timbrado-banner';

/** The dashboard's header and stamp banner; the summary cards and panels arrive with their endpoints. */
export function DashboardPage() {
  return (
    <div className="space-y-6">
      <DashboardHeader />
      <TimbradoBanner />
    </div>
  );
}
