import '../../../styles.css';
import type { CurrentUserDto } from '@lavadero/contracts/auth';
import { useCompanyConfig } from '@lavadero/ui/api/queries/company-config';
import { useTimbradoStatus } from '@lavadero/ui/api/queries/timbrado-status';
import { useCan, useCurrentUser } from '@lavadero/ui/api/use-current-user';
import { PageHeader } from '@lavadero/ui/components/page-header';
import { Skeleton } from '@lavadero/ui/components/skeleton';
import { useChainStatus } from '../api/get-chain-status';
import { useDnitConfig } from '../api/get-dnit-config';
import { CashSettingsSection } from './cash-settings-section';
import { ChainAnchorCard } from './chain-anchor-card';
import { CompanyForm } from './company-form';
import { ConfigHistory } from './config-history';
import { DangerZone } from './danger-zone';
import { DnitBanner } from './dnit-banner';
import { DnitForm } from './dnit-form';
import { ReplayCheckSection } from './replay-check-section';
import { SecuritySection } from './security-section';
import { TimbradoStatusBanner } from './timbrado-status-banner';

/** /configuracion (spec 2 "Company configuration screen"): every section in the spec's order. */
export default function ConfigPage() {
  const { data: user } = useCurrentUser<CurrentUserDto>();
  const config = useCompanyConfig();
  const status = useTimbradoStatus();
  // The sections follow the permission table (admins only today); other roles see the company data
  // read-only and their own account.
  const canConfigure = useCan('company.configure');
  const canDnit = useCan('dnit.configure');
  const canReset = useCan('system.reset');
  const canReplay = useCan('audit.replay');
  const dnit = useDnitConfig(canDnit);
  const canAudit = useCan('audit.chain');
  const chain = useChainStatus(canAudit);

  return (
    <div className="space-y-6">
      <PageHeader
        title="Configuración de la Empresa"
        description="Datos de la empresa, timbrado e integración con DNIT"
      />
      {status.data && config.data && (
        <TimbradoStatusBanner configured={config.data.configured} status={status.data} />
      )}
      {canDnit && dnit.data && <DnitBanner config={dnit.data} />}
      {config.isPending ? (
        <Skeleton className="h-96 w-full" />
      ) : config.isError ? (
        <p className="text-destructive">
          No se pudo cargar la configuración. Verifique la conexión e intente nuevamente.
        </p>
      ) : (
        <CompanyForm config={config.data} canEdit={canConfigure} />
      )}
      {canDnit &&
        (dnit.isPending ? <Skeleton className="h-64 w-full" /> : <DnitForm config={dnit.data ?? null} />)}
      {canConfigure && <CashSettingsSection />}
      <SecuritySection user={user} />
      {canReplay && <ReplayCheckSection />}
      {canAudit && chain.data && <ChainAnchorCard status={chain.data} />}
      {canReset && <DangerZone />}
      {canConfigure && <ConfigHistory />}
    </div>
  );
}
