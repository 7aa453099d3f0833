import { describe, expect, it } from 'vitest';
import { dashboardSubtitle } from './dashboard-subtitle';

describe('dashboardSubtitle', () => {
  it('invites to configure the company when there is no configuration', () => {
    expect(dashboardSubtitle(null)).toBe('Gestión completa del negocio • Configure los datos de su empresa');
    expect(dashboardSubtitle({ configured: false, ciudad: 'Asunción' })).toBe(
      'Gestión completa del negocio • Configure los datos de su empresa',
    );
  });

  it('joins the trade name, the city and the RUC with bullets', () => {
    expect(
      dashboardSubtitle({
        configured: true,
        nombreFantasia: 'Lavadero Sol',
        razonSocial: 'Sol S.A.',
        ciudad: 'Luque',
        ruc: '80028061-0',
      }),
    ).toBe('Lavadero Sol • Luque • RUC: 80028061-0');
  });

  it('falls back to the legal name, and to the base text when nothing is named', () => {
    expect(dashboardSubtitle({ configured: true, nombreFantasia: null, razonSocial: 'Sol S.A.' })).toBe(
      'Sol S.A.',
    );
    expect(dashboardSubtitle({ configured: true })).toBe('Gestión completa del negocio');
  });
});
