import type { Message } from '../shared/decider';

/** The company's saved settings (spec 2 §3 "Company config"); days are 'YYYY-MM-DD'. */
export interface CompanyConfig {
  readonly ruc: string;
  readonly razonSocial: string;
  readonly nombreFantasia: string | null;
  readonly timbradoNumero: string;
  readonly timbradoDesde: string;
  readonly timbradoHasta: string;
  readonly establecimiento: string;
  readonly puntoExpedicion: string;
  readonly direccion: string;
  readonly ciudad: string;
  readonly telefono: string | null;
  readonly email: string | null;
  readonly moneda: 'PYG' | 'USD';
  readonly logoPath: string | null;
}

/** One field's change, kept on the event so 'Historial de cambios' needs no diffing later. */
export interface FieldChange {
  readonly field: string;
  readonly from: string | null;
  readonly to: string | null;
}

/**
 * The whole configuration after a save. `seriesChanged` says the invoice series
 * (timbrado, establecimiento, punto de expedición) is a new one; nothing here resets a series.
 */
export type CompanyConfigSaved = Message<
  'CompanyConfigSaved',
  CompanyConfig & {
    readonly changes: readonly FieldChange[];
    readonly seriesChanged: boolean;
    readonly userId: string | null;
    readonly at: string;
  }
>;

export type CompanyConfigEvent = CompanyConfigSaved;
export const COMPANY_CONFIG_EVENT_TYPES: readonly CompanyConfigEvent['type'][] = ['CompanyConfigSaved'];

/** The company configuration is a singleton aggregate. */
export const COMPANY_CONFIG_STREAM_ID = 'company-config';
