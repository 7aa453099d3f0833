import { asuncionToday, calendarDaysBetween, formatDayEs } from './asuncion-day';

/** The stamp fields the rule needs ('YYYY-MM-DD' calendar days). */
export interface TimbradoDates {
  readonly timbradoDesde: string;
  readonly timbradoHasta: string;
}

export type TimbradoState = 'missing' | 'notYetValid' | 'expired' | 'warning' | 'valid';

export interface TimbradoStatus {
  readonly isValid: boolean;
  readonly daysLeft: number | null;
  readonly error: string | null;
  readonly warning: string | null;
  readonly state: TimbradoState;
}

/** Days left at or below which the banner warns (spec 2 §4 "Fiscal stamp validity"). */
export const TIMBRADO_WARNING_DAYS = 30;

export const timbradoMessages = {
  missing: 'Configuración de timbrado faltante',
  expired: (days: number) =>
    `Timbrado vencido hace ${days} ${days === 1 ? 'día' : 'días'}. No se pueden emitir facturas.`,
  notYetValid: (desde: string) => `El timbrado entra en vigencia el ${formatDayEs(desde)}`,
  expiresSoon: (days: number) =>
    days === 0
      ? 'Timbrado vence hoy. Se recomienda renovar pronto.'
      : `Timbrado vence en ${days} ${days === 1 ? 'día' : 'días'}. Se recomienda renovar pronto.`,
} as const;

/**
 * Whether invoices may be issued under the stamp at the instant `now`: valid from timbradoDesde
 * through the whole last day timbradoHasta, both read as calendar days in Asunción.
 */
export function timbradoStatus(config: TimbradoDates | null, now: Date): TimbradoStatus {
  if (!config) {
    return {
      isValid: false,
      daysLeft: null,
      error: timbradoMessages.missing,
      warning: null,
      state: 'missing',
    };
  }
  const today = asuncionToday(now);
  const daysLeft = calendarDaysBetween(today, config.timbradoHasta);
  if (daysLeft < 0) {
    const error = timbradoMessages.expired(-daysLeft);
    return { isValid: false, daysLeft, error, warning: null, state: 'expired' };
  }
  if (calendarDaysBetween(today, config.timbradoDesde) > 0) {
    const error = timbradoMessages.notYetValid(config.timbradoDesde);
    return { isValid: false, daysLeft, error, warning: null, state: 'notYetValid' };
  }
  if (daysLeft <= TIMBRADO_WARNING_DAYS) {
    const warning = timbradoMessages.expiresSoon(daysLeft);
    return { isValid: true, daysLeft, error: null, warning, state: 'warning' };
  }
  return { isValid: true, daysLeft, error: null, warning: null, state: 'valid' };
}
