import { expect, type Page, test } from '@playwright/test';
import { asuncionDay, COMPANY, PNG_1X1, saveCompany } from './support/company-config';
import { signIn, toast } from './support/session';

// Issue 23: what a new user meets in one day outside the POS forms, each seen where a person sees it.
// The server is shared with the other e2e files: the demo test resets it first (company, DNIT and
// users stay), and what the others check is made with unique values or read back from the API.

const dialog = (page: Page) => page.getByRole('dialog');
const formatDay = (day: string) => day.split('-').reverse().join('/');

test.describe('a first day with the system (issue 23)', () => {
  test('an administrator on an empty system loads the demo car wash from the dashboard', async ({ page }) => {
    await signIn(page, '/');
    expect((await page.request.post('/api/admin/reset-system', { data: {} })).ok()).toBe(true);
    await page.reload();

    const empty = page.getByRole('region', { name: 'Sistema sin datos' });
    await empty.getByRole('button', { name: 'Cargar datos de demostración' }).click();
    await expect(toast(page)).toContainText('Datos de demostración cargados');
    // Gone once the business has data: never offered twice.
    await expect(empty).toHaveCount(0);
    expect((await page.request.post('/api/admin/demo-data', { data: {} })).status()).toBe(409);

    // One product at its minimum, one just above: the counts read in the singular.
    await expect(page.getByRole('group', { name: 'Alertas de Stock' })).toContainText('1 crítico, 1 bajo');
    await expect(page.getByRole('region', { name: 'Alertas de Inventario' })).toContainText('1 crítico');

    await page.getByRole('link', { name: 'Servicios', exact: true }).click();
    await expect(page.getByText('Lavado Premium', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Inventario', exact: true }).click();
    await expect(page.getByText('Silicona para Tablero', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Clientes', exact: true }).click();
    await expect(page.getByText('Transportadora Guaraní S.A.', { exact: true })).toBeVisible();
    await expect(page.getByText('João Pereira', { exact: true })).toBeVisible();
  });

  test("every customer picker shows 'Cliente General' without its placeholder document", async ({ page }) => {
    await signIn(page, '/ventas');
    // A sale needs the company and a stamp in force.
    await saveCompany(page, 200);
    await page.reload();
    await page.getByRole('button', { name: 'Nueva Venta' }).click();
    const option = dialog(page).getByRole('option', { name: /^Cliente General/ });
    await expect(option).toHaveText('Cliente General');
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: 'Órdenes de Servicio', exact: true }).click();
    await page.getByRole('button', { name: 'Nueva Orden' }).click();
    await expect(dialog(page).getByRole('option', { name: /^Cliente General/ })).toHaveText(
      'Cliente General',
    );
  });

  test("the configuration history writes days as DD/MM/AAAA and never the logo's internal path", {
    tag: '@ui',
  }, async ({ page }) => {
    await signIn(page, '/');
    const until = asuncionDay(400);
    const save = async (timbradoHasta: string, logoPath: string | null) =>
      expect(
        (
          await page.request.put('/api/company-config', {
            data: { ...COMPANY, logoPath, timbradoDesde: asuncionDay(-30), timbradoHasta },
          })
        ).status(),
      ).toBe(200);
    const uploaded = await page.request.post('/api/company-config/logo', {
      data: { dataUrl: `data:image/png;base64,${PNG_1X1}` },
    });
    const { logoPath } = (await uploaded.json()) as { logoPath: string };
    await save(asuncionDay(300), null);
    await save(until, logoPath);

    await page.getByRole('link', { name: 'Configuración', exact: true }).click();
    const latest = page.getByRole('region', { name: 'Historial de cambios' }).getByRole('row').nth(1);
    await expect(latest).toContainText(
      `Vigencia Hasta: ${formatDay(asuncionDay(300))} → ${formatDay(until)}`,
    );
    await expect(latest).toContainText('Logo: cargado');
    await expect(latest).not.toContainText(/\d{4}-\d{2}-\d{2}/);
    await expect(latest).not.toContainText(logoPath);
  });

  test('Mejores Clientes fits the report at 1280 px, without a sideways scroll', { tag: '@ui' }, async ({
    page,
  }) => {
    await signIn(page, '/reportes');
    const customers = page.getByRole('region', { name: 'Mejores Clientes' });
    // At least one customer with a sale this week (a sale of the demo's services, through the API).
    const [service] = (await (await page.request.get('/api/services')).json()) as {
      id: string;
      nombre: string;
      precio: number;
    }[];
    const [customer] = (await (await page.request.get('/api/customers')).json()) as { id: string }[];
    if (!service || !customer) throw new Error('the demo test loads services and customers first');
    const impuestos = Math.round(service.precio / 11);
    const sale = await page.request.post('/api/sales', {
      data: {
        customerId: customer.id,
        workOrderId: null,
        medioPago: 'efectivo',
        regimenTurismo: false,
        numeroFactura: `TEMP-${crypto.randomUUID()}`,
        timbradoUsado: '',
        items: [
          {
            serviceId: service.id,
            nombre: service.nombre,
            cantidad: 1,
            precioUnitario: service.precio,
            subtotal: service.precio,
          },
        ],
        subtotal: service.precio - impuestos,
        impuestos,
        total: service.precio,
      },
    });
    expect([201, 202], await sale.text()).toContain(sale.status());
    await page.reload();
    const table = customers.locator('[data-slot="table-container"]');
    await expect(table.getByRole('row')).not.toHaveCount(0);
    const overflow = await table.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // Scrolled down to it, its last column is on screen too.
    await customers.scrollIntoViewIfNeeded();
    await expect(customers.getByRole('columnheader', { name: 'Promedio' })).toBeInViewport();
  });

  test("the migration page drops 'Por favor selecciona un archivo' once a backup is migrated", async ({
    page,
  }) => {
    await signIn(page, '/migrar-datos');
    await page.getByRole('button', { name: 'Migrar Datos' }).click();
    await expect(page.getByText('Por favor selecciona un archivo', { exact: true })).toBeVisible();

    const backup = await (await page.request.get('/api/admin/export-all-data')).text();
    await page.getByLabel('Archivo de respaldo (JSON)').setInputFiles({
      name: 'respaldo.json',
      mimeType: 'application/json',
      buffer: Buffer.from(backup),
    });
    await page.getByRole('button', { name: 'Migrar Datos' }).click();
    await expect(page.getByRole('table', { name: 'Resultado de la migración' })).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByText('Por favor selecciona un archivo', { exact: true })).toHaveCount(0);
  });
});
