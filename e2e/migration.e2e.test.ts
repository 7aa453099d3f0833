import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { companyForm } from '../services/command-api/test-support/config-test-kit';
import { watchCspViolations } from './support/csp';
import { signIn, toast } from './support/session';

const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const customer = `Cliente ${tag}`;
const service = `Lavado ${tag}`;

async function post(page: Page, url: string, data: Record<string, unknown>): Promise<Record<string, string>> {
  const res = await page.request.post(url, { data });
  expect([200, 201, 202], await res.text()).toContain(res.status());
  return res.json();
}

/** A company with its stamp, a customer, a service and one sale of it. */
async function seed(page: Page): Promise<string> {
  expect((await page.request.put('/api/company-config', { data: companyForm })).ok()).toBe(true);
  const customerId = (
    await post(page, '/api/customers', {
      nombre: customer,
      docTipo: 'CI',
      docNumero: String(Date.now()).slice(-7),
    })
  ).id;
  const serviceId = (await post(page, '/api/services', { nombre: service, precio: 55_000 })).id;
  const sale = await post(page, '/api/sales', {
    customerId,
    medioPago: 'efectivo',
    regimenTurismo: false,
    numeroFactura: `TEMP-${tag}`,
    items: [{ serviceId, nombre: service, cantidad: 1, precioUnitario: 55_000, subtotal: 55_000 }],
    subtotal: 50_000,
    impuestos: 5_000,
    total: 55_000,
  });
  return sale.numeroFactura as string;
}

/** What the screens show of the seeded data. */
async function expectScreensShow(page: Page, numeroFactura: string, shown: boolean) {
  const check = async (path: string, heading: string, text: string) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 30_000 });
    const item = page.getByText(text).first();
    if (shown) await expect(item).toBeVisible();
    else await expect(item).toHaveCount(0);
  };
  await check('/clientes', 'Gestión de Clientes', customer);
  await check('/servicios', 'Gestión de Servicios', service);
  await check('/ventas', 'Punto de Venta', numeroFactura);
}

async function openMigration(page: Page) {
  await page.goto('/migrar-datos');
  await expect(page.getByRole('heading', { level: 1, name: 'Migración de Datos' })).toBeVisible({
    timeout: 30_000,
  });
}

test('export, reset and import bring back what the screens showed', async ({ page }) => {
  test.setTimeout(180_000);
  const csp = await watchCspViolations(page);
  await signIn(page, '/');
  const numeroFactura = await seed(page);
  await expectScreensShow(page, numeroFactura, true);

  await openMigration(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar Respaldo' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^respaldo-lavadero-\d{4}-\d{2}-\d{2}\.json$/);
  await expect(toast(page)).toContainText('Datos exportados exitosamente');
  const backup = await readFile(await file.path(), 'utf8');

  expect((await page.request.post('/api/admin/reset-system', { data: {} })).ok()).toBe(true);
  await expectScreensShow(page, numeroFactura, false);

  await openMigration(page);
  await page.getByRole('button', { name: 'Migrar Datos' }).click();
  await expect(page.getByText('Por favor selecciona un archivo', { exact: true })).toBeVisible();
  await page.getByLabel('Archivo de respaldo (JSON)').setInputFiles({
    name: 'notas.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hola'),
  });
  await page.getByRole('button', { name: 'Migrar Datos' }).click();
  await expect(page.getByText('Por favor selecciona un archivo JSON válido')).toBeVisible();

  // One invalid record: nothing is imported, and the table says which and why.
  const broken = JSON.parse(backup);
  broken.data.customers[1].nombre = '';
  await page.getByLabel('Archivo de respaldo (JSON)').setInputFiles({
    name: 'respaldo-roto.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(broken)),
  });
  await page.getByRole('button', { name: 'Migrar Datos' }).click();
  const errors = page.getByRole('table', { name: 'Errores de validación' });
  await expect(errors.getByRole('row').nth(1)).toContainText(
    ['Clientes', 'N.º 2', 'nombre', 'El nombre es obligatorio'].join(''),
  );
  await expectScreensShow(page, numeroFactura, false);

  await openMigration(page);
  await page.getByLabel('Archivo de respaldo (JSON)').setInputFiles({
    name: file.suggestedFilename(),
    mimeType: 'application/json',
    buffer: Buffer.from(backup),
  });
  await page.getByRole('button', { name: 'Migrar Datos' }).click();
  const counts = page.getByRole('table', { name: 'Resultado de la migración' });
  // Every sale of the backup comes back (other files' sales since the last reset included).
  const sales = (JSON.parse(backup).data.sales as unknown[]).length;
  expect(sales).toBeGreaterThan(0);
  await expect(counts.getByRole('row', { name: /Ventas/ })).toContainText(`Ventas${sales}0`, {
    timeout: 60_000,
  });
  await expect(toast(page)).toContainText('Datos migrados exitosamente');
  await expectScreensShow(page, numeroFactura, true);
  expect(await csp()).toEqual([]);
});
