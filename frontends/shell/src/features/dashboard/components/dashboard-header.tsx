import { useCompanyConfig } from '@lavadero/ui/api/queries/company-config';
import { useTimbradoStatus } from '@lavadero/ui/api/queries/timbrado-status';
import { PageHeader } from '@lavadero/ui/components/page-header';
import { electronicTimbradoText } from '@lavadero/ui/lib/timbrado-banner';
import { CompanyLogo } from './company-logo';
import { dashboardSubtitle } from './dashboard-subtitle';
import { LiveClock } from './live-clock';

/** Title, the company line, its stamp series and currency, the logo and the clock (spec 1 "Dashboard"). */
export function DashboardHeader() {
  const { data: config } = useCompanyConfig();
  const electronico = useTimbradoStatus().data?.electronico;
  const configured = config?.configured === true;
  const name = config?.nombreFantasia || config?.razonSocial || 'la empresa';

  return (
    <div className="flex flex-wrap items-start gap-4">
      <CompanyLogo logoPath={configured ? config?.logoPath : null} name={name} />
      <PageHeader
        className="min-w-0 flex-1"
        title="Dashboard"
        description={
          <>
            <span className="block" data-testid="dashboard-subtitle">
              {dashboardSubtitle(config)}
            </span>
            {configured && (
              <span className="mt-1 flex flex-wrap gap-x-4 text-xs" data-testid="dashboard-series">
                {config.establecimiento && config.puntoExpedicion && (
                  <span>
                    Timbrado: {config.establecimiento}-{config.puntoExpedicion}
                  </span>
                )}
                {electronico && (
                  <span data-testid="dashboard-electronic-timbrado">
                    {electronicTimbradoText(electronico)}
                  </span>
                )}
                {config.moneda && <span>Moneda: {config.moneda}</span>}
              </span>
            )}
          </>
        }
        actions={<LiveClock />}
      />
    </div>
  );
}
