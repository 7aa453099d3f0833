import type { DnitConfigDto } from '@lavadero/contracts/dnit-config';
import { Alert, AlertDescription, AlertTitle } from '@lavadero/ui/components/alert';
import { formatDateTime } from '@lavadero/ui/lib/format';
import { cn } from '@lavadero/ui/lib/utils';
import { CheckCircle2, CircleSlash, PlugZap, XCircle } from 'lucide-react';
import { DNIT_BANNER_TITLE, dnitBannerMessage, dnitBannerState } from './dnit-status';

const ICON = { working: CheckCircle2, error: XCircle, untested: PlugZap, inactive: CircleSlash } as const;
const TONE = {
  working: 'border-green-500/50 text-green-800 dark:text-green-200',
  error: '',
  untested: 'border-amber-500/50 text-amber-900 dark:text-amber-100',
  inactive: 'text-muted-foreground',
} as const;

/** The DNIT integration's state: working, failing (with the stored error), not tested, or inactive. */
export function DnitBanner({ config }: { config: DnitConfigDto | null | undefined }) {
  const state = dnitBannerState(config);
  const Icon = ICON[state];
  return (
    <Alert
      variant={state === 'error' ? 'destructive' : 'default'}
      className={cn(TONE[state])}
      data-testid="dnit-banner"
      data-state={state}
    >
      <Icon aria-hidden />
      <AlertTitle>{DNIT_BANNER_TITLE[state]}</AlertTitle>
      <AlertDescription className="text-current">
        <p>{dnitBannerMessage(state, config)}</p>
        {config?.lastConnectionTest && (
          <p className="text-xs">Última prueba: {formatDateTime(config.lastConnectionTest)}</p>
        )}
      </AlertDescription>
    </Alert>
  );
}
