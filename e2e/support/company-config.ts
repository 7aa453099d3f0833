import { expect, type Page } from '@playwright/test';

/** Today in Asunción as 'YYYY-MM-DD' plus `days` (the server counts stamp days in America/Asuncion). */
export function asuncionDay(days = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Asuncion' }).format(new Date());
  const day = new Date(`${today}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** A complete, valid company (80028061-0 has a right check digit). */
export const COMPANY = {
  ruc: '80028061-0',
  razonSocial: 'Lavadero Sol S.A.',
  nombreFantasia: 'Lavadero Sol',
  timbradoNumero: '12345678',
  establecimiento: '002',
  puntoExpedicion: '003',
  direccion: 'Av. Mariscal López 1234',
  ciudad: 'Luque',
  telefono: '021 555 000',
  email: 'contacto@lavaderosol.com.py',
  moneda: 'PYG',
} as const;

/** Saves the company through the API with the page's session, the stamp ending `daysLeft` from today. */
export async function saveCompany(page: Page, daysLeft: number, desdeDaysAgo = 300): Promise<void> {
  const res = await page.request.put('/api/company-config', {
    // No logo: the dashboard then shows its default one.
    data: {
      ...COMPANY,
      logoPath: null,
      timbradoDesde: asuncionDay(-desdeDaysAgo),
      timbradoHasta: asuncionDay(daysLeft),
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** The smallest valid PNG: one transparent pixel. */
export const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
