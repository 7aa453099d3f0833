import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { companyForm } from '../services/command-api/test-support/config-test-kit';
import { watchCspViolations } from './support/csp';
import { signIn } from './support/session';

// The server is shared with the other e2e files: every name here carries a unique token, and the
// period totals are compared with what the API says rather than with fixed numbers.
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const gs = (amount: number) => `Gs. ${amount.toLocaleString('es-PY')}`;

async function post(page: Page, url: string, data: Record<string, unknown>): Promise<{ id: string }> {
  const res = await page.request.post(url, { data });
  expect([200, 201, 202], await res.text()).toContain(res.status());
  return res.json();
}

/** A service of 50.000, a local customer and a tourist, and three sales through the API (one voided). */
async function seedSales(page: Page) {
  const tag = unique();
  expect((await page.request.put('/api/company-config', { data: companyForm })).ok()).toBe(true);
  const service = `Pulido ${tag}`;
  const serviceId = (await post(page, '/api/services', { nombre: service, precio: 50_000 })).id;
  const person = { email: '', telefono: '', direccion: '', pais: '', pasaporte: '', fechaIngreso: '' };
  const doc = String(Date.now()).slice(-7);
  const customer = `Rosa ${tag}`;
  const customerId = (
    await post(page, '/api/customers', { ...person, nombre: customer, docTipo: 'CI', docNumero: doc })
  ).id;
  const sell = (units: number) => {
    const total = 50_000 * units;
    const impuestos = Math.round(total / 11);
    return post(page, '/api/sales', {
      customerId,
      workOrderId: null,
      medioPago: 'efectivo',
      regimenTurismo: false,
      numeroFactura: `TEMP-${crypto.randomUUID()}`,
      timbradoUsado: '',
      items: [{ serviceId, nombre: service, cantidad: units, precioUnitario: 50_000, subtotal: total }],
      subtotal: total - impuestos,
      impuestos,
      total,
    });
  };
  await sell(1);
  await sell(2);
  const voided = await sell(3);
  expect((await page.request.delete(`/api/sales/${voided.id}`)).ok()).toBe(true);
  return { service, customer };
}

const card = (page: Page, title: string) => page.getByRole('group', { name: title });

test('the reports show the period from the read models, draw the chart and export it', async ({ page }) => {
  const cspViolations = await watchCspViolations(page);
  await signIn(page, '/reportes');
  const { service, customer } = await seedSales(page);

  const reload = page.waitForResponse((r) => r.url().includes('/api/reports/sales?period=week'));
  await page.reload();
  await reload;
  await expect(page.getByRole('heading', { name: 'Reportes de Negocio' })).toBeVisible();
  const report = await (await page.request.get('/api/reports/sales?period=week')).json();
  await expect(card(page, 'Ventas del Período')).toContainText(gs(report.totals.amount));
  await expect(card(page, 'Órdenes Completadas')).toContainText(String(report.totals.completedOrders));
  await expect(card(page, 'Clientes Activos')).toContainText(/vs anterior|período anterior/);

  // The chart and its table: today's row among every day of the week so far.
  const daily = page.getByRole('region', { name: 'Ventas por Día' });
  await expect(
    daily.getByRole('img', { name: 'Gráfico de ventas por día' }).locator('svg').first(),
  ).toBeVisible();
  await expect(daily.getByRole('row')).toHaveCount(report.daily.length + 1);

  // Two sales count (150.000); the voided one of 150.000 does not.
  const services = page.getByRole('region', { name: 'Servicios Más Populares' });
  await expect(services.getByRole('article', { name: service })).toContainText(gs(150_000));
  const customers = page.getByRole('region', { name: 'Mejores Clientes' });
  await expect(customers.getByRole('row', { name: new RegExp(customer) })).toContainText(gs(75_000));

  // The custom days are sent, and 'Actualizar' asks again.
  await page.getByRole('combobox', { name: 'Período' }).click();
  await page.getByRole('option', { name: 'Personalizado' }).click();
  const today = report.period.to as string;
  const custom = page.waitForRequest((r) => r.url().includes(`period=custom&from=${today}&to=${today}`));
  await page.getByLabel('Hasta').fill(today);
  await page.getByLabel('Desde').fill(today);
  await custom;
  await expect(daily.getByRole('row')).toHaveCount(2);
  const again = page.waitForRequest((r) => r.url().includes('/api/reports/services?period=custom'));
  await page.getByRole('button', { name: 'Actualizar' }).click();
  await again;

  // CSV: UTF-8 with BOM, semicolons, the customer's line with integer guaraníes.
  await page.getByRole('button', { name: 'Exportar' }).click();
  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar CSV' }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toBe(`reporte-${today}-a-${today}.csv`);
  const text = await readFile((await csv.path()) as string, 'utf8');
  expect(text.startsWith('\uFEFFResumen\r\n')).toBe(true);
  expect(text).toContain(`${service};150000;3;`);
  expect(text).toMatch(new RegExp(`${customer};2;\\d\\d/\\d\\d/\\d{4};150000;75000`));

  // XLSX: an Excel workbook (a zip archive).
  await page.getByRole('button', { name: 'Exportar' }).click();
  const xlsxDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar Excel' }).click();
  const xlsx = await xlsxDownload;
  expect(xlsx.suggestedFilename()).toBe(`reporte-${today}-a-${today}.xlsx`);
  expect((await readFile((await xlsx.path()) as string)).subarray(0, 2).toString()).toBe('PK');

  // A reversed custom period is refused before any call.
  await page.getByLabel('Desde').fill('2030-01-02');
  await expect(
    page.getByRole('alert').filter({ hasText: 'La fecha Desde no puede ser posterior a Hasta' }),
  ).toBeVisible();

  // Quick actions open the screens they name.
  await page.getByRole('link', { name: 'Control de Stock' }).click();
  await expect(page).toHaveURL(/\/inventario$/);
  expect(await cspViolations()).toEqual([]);
});
