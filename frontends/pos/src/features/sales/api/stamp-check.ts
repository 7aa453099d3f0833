import { timbradoStatusQueryOptions } from '@lavadero/ui/api/queries/timbrado-status';
import { useQuery } from '@tanstack/react-query';

/** Spec 1 §8: the default text of an invalid stamp. */
export const STAMP_INVALID = 'Timbrado vencido - No se pueden emitir facturas';

/** The stamp as the sales screen needs it (GET /api/timbrado/status): valid or not, and the error to show when not. */
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
