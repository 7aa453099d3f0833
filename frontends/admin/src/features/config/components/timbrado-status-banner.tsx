import type { TimbradoStatusDto } from '@lavadero/contracts/company-config';
import { Alert, AlertDescription, AlertTitle } from '@lavadero/ui/components/alert';
import { timbradoBannerMessage, timbradoBannerState } from '@lavadero/ui/lib/timbrado-banner';
import { cn } from '@lavadero/ui/lib/utils';
import { AlertTriangle, CheckCircle2, XCircle } from 'lucide-react';

/** The stamp's validity at the top of /configuracion, with the texts of spec 2 §8. */
export function TimbradoStatusBanner({
  configured,
  status,
}: {
  configured: boolean;
  status: TimbradoStatusDto;
}) {
  const state = timbradoBannerState(configured, status);
  const days = status.daysLeft ?? 0;

  if (state === 'valid')
    return (
      <Alert
        className="border-green-500/50 text-green-800 dark:text-green-200"
        data-testid="config-timbrado-banner"
        data-state={state}
      >
        <CheckCircle2 aria-hidden />
        <AlertTitle>{status.electronico ? 'Timbrado electrónico vigente' : 'Timbrado vigente'}</AlertTitle>
        <AlertDescription className="text-current">{timbradoBannerMessage(state, status)}.</AlertDescription>
      </Alert>
    );
  const warning = state === 'warning';
  return (
    <Alert
      variant={warning ? 'default' : 'destructive'}
      className={cn(warning && 'border-amber-500/50 text-amber-900 dark:text-amber-100')}
      data-testid="config-timbrado-banner"
      data-state={state}
    >
      {warning ? <AlertTriangle aria-hidden /> : <XCircle aria-hidden />}
      <AlertTitle>
        {state === 'missing'
          ? 'Timbrado sin configurar'
          : warning
            ? 'Timbrado por vencer'
            : 'Timbrado no válido'}
      </AlertTitle>
      <AlertDescription className="text-current">
        {state === 'missing'
          ? 'Configuración de timbrado faltante. Complete los datos del timbrado para poder facturar.'
          : warning
            ? (status.warning ?? `Timbrado vence en ${days} días. Se recomienda renovar pronto.`)
            : (status.error ?? `Timbrado vencido hace ${-days} días. No se pueden emitir facturas.`)}
      </AlertDescription>
    </Alert>
  );
}
