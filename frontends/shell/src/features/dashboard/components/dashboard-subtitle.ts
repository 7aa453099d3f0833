/** What the dashboard header reads of the company configuration. */
export interface CompanyHeaderFields {
  readonly configured?: boolean;
  readonly nombreFantasia?: string | null;
  readonly razonSocial?: string | null;
  readonly ciudad?: string | null;
  readonly ruc?: string | null;
}

const BASE = 'Gestión completa del negocio';

/**
 * Spec 1 "Dashboard": trade name (else legal name), city and 'RUC: {ruc}' joined by bullets; with no
 * configuration the invitation to configure it; with a configuration that names none of them, the base.
 */
export function dashboardSubtitle(config: CompanyHeaderFields | null | undefined): string {
  if (!config || config.configured === false) return `${BASE} • Configure los datos de su empresa`;
  const parts = [
    config.nombreFantasia || config.razonSocial,
    config.ciudad,
    config.ruc ? `RUC: ${config.ruc}` : null,
  ].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(' • ') : BASE;
}
