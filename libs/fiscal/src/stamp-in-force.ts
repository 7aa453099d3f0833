import { asuncionToday, calendarDaysBetween, formatDayEs } from './asuncion-day';
import { type TimbradoStatus, timbradoStatus } from './timbrado-status';

/** The printed timbrado of the company configuration ('YYYY-MM-DD' days). */
export interface PrintedTimbrado {
  readonly timbradoNumero: string;
  readonly timbradoDesde: string;
  readonly timbradoHasta: string;
}

/** The emission chosen in the DNIT settings (read-model row; absent before they are saved). */
export interface EmissionChoice {
  readonly emision: string;
  readonly timbradoElectronico: string | null;
  readonly timbradoElectronicoDesde: string | null;
}

/** The timbrado invoices are numbered under today, and whether it may number them. */
export interface StampInForce {
  readonly emision: 'impresa' | 'electronica';
  readonly timbradoNumero: string;
  readonly timbradoDesde: string;
  /** null for an electronic timbrado, which has only a start date. */
  readonly timbradoHasta: string | null;
  readonly status: TimbradoStatus;
}

export const electronicTimbradoMessages = {
  notYetValid: (desde: string) => `El timbrado electrónico entra en vigencia el ${formatDayEs(desde)}`,
  inForce: (numero: string, desde: string) =>
    `Timbrado electrónico N.º ${numero} vigente desde ${formatDayEs(desde)}`,
} as const;

/** An electronic timbrado numbers invoices from its start day on (Asunción), with no end. */
export function electronicTimbradoStatus(desde: string, now: Date): TimbradoStatus {
  if (calendarDaysBetween(asuncionToday(now), desde) > 0) {
    const error = electronicTimbradoMessages.notYetValid(desde);
    return { isValid: false, daysLeft: null, error, warning: null, state: 'notYetValid' };
  }
  return { isValid: true, daysLeft: null, error: null, warning: null, state: 'valid' };
}

/**
 * The one rule for which timbrado is in force: the electronic one when the company chose electronic
 * emission (its number and start date come from the DNIT settings, the establecimiento and punto
 * stay the company's), else the printed one with its validity window. Null without a company.
 */
export function stampInForce(
  company: PrintedTimbrado | null,
  emission: EmissionChoice | null | undefined,
  now: Date,
): StampInForce | null {
  if (!company) return null;
  const { timbradoElectronico: numero, timbradoElectronicoDesde: desde } = emission ?? {};
  if (emission?.emision === 'electronica' && numero && desde) {
    return {
      emision: 'electronica',
      timbradoNumero: numero,
      timbradoDesde: desde,
      timbradoHasta: null,
      status: electronicTimbradoStatus(desde, now),
    };
  }
  return { emision: 'impresa', ...pick(company), status: timbradoStatus(company, now) };
}

const pick = ({ timbradoNumero, timbradoDesde, timbradoHasta }: PrintedTimbrado) => ({
  timbradoNumero,
  timbradoDesde,
  timbradoHasta,
});
