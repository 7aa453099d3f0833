import { useCashSettings } from '@lavadero/ui/api/queries/cash-settings';
import { useQuery } from '@tanstack/react-query';
import { currentCashSessionQueryOptions } from '../../cash-sessions/api/cash-sessions';

/**
 * Whether the sale dialog must stop before the cashier fills it in: the business requires an open
 * caja to sell (GET /api/cash-settings) and the user has none (GET /api/cash-sessions/current, asked
 * only then). The server refuses such a sale anyway; this says why beforehand.
 */
export function useCajaCheck(): { readonly loading: boolean; readonly blocked: boolean } {
  const settings = useCashSettings();
  const required = settings.data?.cajaObligatoria === true;
  const current = useQuery({ ...currentCashSessionQueryOptions, enabled: required });
  if (settings.isPending || (required && current.isPending)) return { loading: true, blocked: false };
  return { loading: false, blocked: required && !current.data?.caja };
}
