import { getQueryFn } from '@lavadero/ui/api/client';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/timbrado/status (spec 1 §3 "Timbrado status"). */
export interface TimbradoStatus {
  readonly isValid: boolean;
  readonly daysLeft: number | null;
  readonly error: string | null;
}

/** Spec 1 §8: the default text of an invalid stamp. */
export const STAMP_INVALID = 'Timbrado vencido - No se pueden emitir facturas';

export const timbradoStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/timbrado/status'] as const,
    queryFn: getQueryFn<TimbradoStatus>({ on401: 'throw' }),
  });

/** The stamp as the sales screen needs it: valid or not, and the error to show when not. */
export function useStampCheck(): {
  readonly loading: boolean;
  readonly valid: boolean;
  readonly error: string;
} {
  const { data, isPending, isError } = useQuery(timbradoStatusQueryOptions());
  if (isPending) return { loading: true, valid: false, error: '' };
  const valid = !isError && data?.isValid === true;
  return { loading: false, valid, error: valid ? '' : data?.error || STAMP_INVALID };
}
