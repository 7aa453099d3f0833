import { useCompanyConfig } from '@lavadero/ui/api/queries/company-config';
import { useTimbradoStatus } from '@lavadero/ui/api/queries/timbrado-status';
import { Alert, AlertDescription, AlertTitle } from '@lavadero/ui/components/alert';
import { Badge } from '@lavadero/ui/components/badge';
import { Button } from '@lavadero/ui/components/button';
import {
  TIMBRADO_BANNER_BADGE,
  timbradoBannerMessage,
  timbradoBannerState,
  timbradoBannerTitle,
} from '@lavadero/ui/lib/timbrado-banner';
import { cn } from '@lavadero/ui/lib/utils';
import { AlertTriangle, Ban, Settings, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';

/** Closing the banner lasts for the browser tab's session (spec 1 "Fiscal stamp banner"). */
const DISMISSED_KEY = 'lavadero:timbrado-banner-dismissed';

function readDismissed(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

const TONE = {
  expired: 'border-destructive/50 bg-destructive/10 text-destructive',
  warning: 'border-amber-500/50 bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  missing: 'border-blue-500/50 bg-blue-50 text-blue-900 dark:bg-blue-950 dark:text-blue-100',
} as const;

/**
 * The fiscal stamp banner of the dashboard: missing, about to expire (30 days or fewer) or expired.
 * Hidden while loading, when valid, and once closed.
 */
export function TimbradoBanner() {
  const config = useCompanyConfig();
  const status = useTimbradoStatus();
  const [dismissed, setDismissed] = useState(readDismissed);

  if (dismissed || config.isPending || status.isPending) return null;
  const state = timbradoBannerState(config.data?.configured ?? false, status.data);
  if (state === 'valid') return null;

  const dismiss = () => {
    try {
      sessionStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Without storage it still closes for as long as the page stays.
    }
    setDismissed(true);
  };

  return (
    <Alert className={cn('relative pr-12', TONE[state])} data-testid="timbrado-banner" data-state={state}>
      <AlertTriangle aria-hidden />
      <AlertTitle className="flex flex-wrap items-center gap-2">
        <Badge variant={state === 'expired' ? 'destructive' : 'outline'}>
          {TIMBRADO_BANNER_BADGE[state]}
        </Badge>
        {timbradoBannerTitle(state, status.data)}
      </AlertTitle>
      <AlertDescription className="text-current">
        <p>{timbradoBannerMessage(state, status.data)}</p>
        <div className="mt-2 flex flex-wrap gap-2">
          <Button asChild size="sm" variant={state === 'expired' ? 'destructive' : 'default'}>
            <Link to="/configuracion">
              <Settings />
              {state === 'missing' ? 'Configurar Timbrado' : 'Ir a Configuración'}
            </Link>
          </Button>
          {state === 'expired' && (
            <Button size="sm" variant="outline" disabled>
              <Ban />
              Facturación Bloqueada
            </Button>
          )}
        </div>
      </AlertDescription>
      <Button
        size="icon"
        variant="ghost"
        className="absolute top-2 right-2 size-7"
        aria-label="Cerrar aviso de timbrado"
        onClick={dismiss}
      >
        <X />
      </Button>
    </Alert>
  );
}
