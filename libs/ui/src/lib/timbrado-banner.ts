/**
 * The fiscal stamp banner's state and texts (spec 1 §4 "Stamp banner status"), shared by the dashboard
 * and any screen that must say whether invoices can be issued. Pure: the server computed `daysLeft`
 * in calendar days in America/Asuncion, this only reads it.
 */
export interface TimbradoStatusLike {
  readonly isValid: boolean;
  readonly daysLeft: number | null;
  readonly error: string | null;
  /** The electronic timbrado in force (no end date, so no days left); null under the printed one. */
  readonly electronico?: { readonly timbradoNumero: string; readonly timbradoDesde: string } | null;
}

/** 'Timbrado electrónico N.º 80012345 vigente desde 01/11/2026'. */
export const electronicTimbradoText = ({
  timbradoNumero,
  timbradoDesde,
}: {
  readonly timbradoNumero: string;
  readonly timbradoDesde: string;
}) =>
  `Timbrado electrónico N.º ${timbradoNumero} vigente desde ${timbradoDesde.split('-').reverse().join('/')}`;

export type TimbradoBannerState = 'missing' | 'valid' | 'warning' | 'expired';

/** Stamp warning window (spec 2 §9). */
export const TIMBRADO_WARNING_DAYS = 30;

export function timbradoBannerState(
  configured: boolean,
  status: TimbradoStatusLike | null | undefined,
): TimbradoBannerState {
  if (configured && status?.electronico) return status.isValid ? 'valid' : 'expired';
  if (!configured || !status || status.daysLeft === null) return 'missing';
  if (!status.isValid) return 'expired';
  return status.daysLeft > TIMBRADO_WARNING_DAYS ? 'valid' : 'warning';
}

const plural = (n: number) => `${n} ${n === 1 ? 'día' : 'días'}`;

/** The detail line: 'Timbrado vence en N días', the server's error, or the missing text. */
export function timbradoBannerMessage(
  state: TimbradoBannerState,
  status: TimbradoStatusLike | null | undefined,
): string {
  switch (state) {
    case 'missing':
      return 'Configuración de timbrado faltante';
    case 'warning':
      return `Timbrado vence en ${plural(status?.daysLeft ?? 0)}`;
    case 'valid':
      return status?.electronico
        ? electronicTimbradoText(status.electronico)
        : `Timbrado válido por ${plural(status?.daysLeft ?? 0)} más`;
    case 'expired':
      return status?.error || 'Timbrado vencido';
    default: {
      const never: never = state;
      return never;
    }
  }
}

export const TIMBRADO_BANNER_BADGE: Readonly<Record<Exclude<TimbradoBannerState, 'valid'>, string>> = {
  expired: 'CRÍTICO',
  warning: 'ADVERTENCIA',
  missing: 'CONFIGURACIÓN',
};

export const TIMBRADO_BANNER_TEXT: Readonly<Record<Exclude<TimbradoBannerState, 'valid'>, string>> = {
  expired: 'CRÍTICO: El timbrado ha VENCIDO. No se pueden emitir más facturas.',
  warning: 'ADVERTENCIA: El timbrado vencerá pronto.',
  missing: 'CONFIGURACIÓN: Es necesario configurar los datos del timbrado.',
};

/** The banner's title: an electronic timbrado never expires, it can only be not in force yet. */
export function timbradoBannerTitle(
  state: Exclude<TimbradoBannerState, 'valid'>,
  status: TimbradoStatusLike | null | undefined,
): string {
  return state === 'expired' && status?.electronico
    ? 'CRÍTICO: El timbrado electrónico aún no está vigente. No se pueden emitir facturas.'
    : TIMBRADO_BANNER_TEXT[state];
}
