import {
  COMPANY_CONFIG_DEFAULTS,
  type CompanyConfigDto,
  type MONEDA_VALUES,
} from '@lavadero/contracts/company-config';

/**
 * What the company form holds: every text as typed, the currency and the uploaded logo's path. The
 * server's own schema (CompanyConfigBody) turns it into the body.
 */
export interface CompanyFormValues {
  ruc: string;
  razonSocial: string;
  nombreFantasia: string;
  timbradoNumero: string;
  timbradoDesde: string;
  timbradoHasta: string;
  establecimiento: string;
  puntoExpedicion: string;
  direccion: string;
  ciudad: string;
  telefono: string;
  email: string;
  moneda: (typeof MONEDA_VALUES)[number];
  logoPath: string | null;
}

/** What the company form starts with: the saved fields as text, or the defaults before the first save. */
export function companyFormValues(config: CompanyConfigDto | undefined): CompanyFormValues {
  return {
    ruc: config?.ruc ?? '',
    razonSocial: config?.razonSocial ?? '',
    nombreFantasia: config?.nombreFantasia ?? '',
    timbradoNumero: config?.timbradoNumero ?? '',
    timbradoDesde: config?.timbradoDesde ?? '',
    timbradoHasta: config?.timbradoHasta ?? '',
    establecimiento: config?.establecimiento ?? COMPANY_CONFIG_DEFAULTS.establecimiento,
    puntoExpedicion: config?.puntoExpedicion ?? COMPANY_CONFIG_DEFAULTS.puntoExpedicion,
    direccion: config?.direccion ?? '',
    ciudad: config?.ciudad ?? COMPANY_CONFIG_DEFAULTS.ciudad,
    telefono: config?.telefono ?? '',
    email: config?.email ?? '',
    moneda: config?.moneda ?? COMPANY_CONFIG_DEFAULTS.moneda,
    logoPath: config?.logoPath ?? null,
  };
}
