import { expect, type Page, test } from '@playwright/test';
import { companyForm } from '../services/command-api/test-support/config-test-kit';
import { postOk, unique } from './support/api';
import { postCustomer } from './support/sale-seed';
import { fillLogin, signIn } from './support/session';

/**
 * 'Historial' as an auditor reads it: people by name, Asunción time to the second whatever the
 * browser's zone, the corrected lines side by side, position and hash, and no raw JSON. The writes
 * go through the API (other files test them on screen); what is on screen here is the history.
 */
test.use({ timezoneId: 'Europe/Madrid' });

/** The Asunción wall time of an instant, as the screen must show it (Paraguay: UTC−3 all year). */
function asuncion(iso: string): string {
  const local = new Date(new Date(iso).getTime() - 3 * 3600_000).toISOString();
  return `${local.slice(8, 10)}/${local.slice(5, 7)}/${local.slice(0, 4)} ${local.slice(11, 19)}`;
}

const dialog = (page: Page) => page.getByRole('dialog');

async function ok(res: { ok(): boolean; text(): Promise<string> }) {
  expect(res.ok(), await res.text()).toBe(true);
}

/** A company, a service, a product with stock, a customer with a car, and a cashier with a full name. */
async function seed(page: Page) {
  const tag = unique();
  await ok(await page.request.put('/api/company-config', { data: companyForm }));
  const service = `Lavado ${tag}`;
  const product = `Cera ${tag}`;
  const serviceId = (await postOk(page, '/api/services', { nombre: service, precio: 50_000 })).id;
  const productId = (
    await postOk(page, '/api/inventory', {
      nombre: product,
      categoria: 'Limpieza',
      precio: 35_000,
      stockActual: 5,
    })
  ).id;
  const customer = `María ${tag}`;
  const customerId = (await postCustomer(page, customer)).id;
  const vehicleId = (
    await postOk(page, '/api/vehicles', {
      customerId,
      placa: `H${tag.slice(-5)}`.toUpperCase(),
      marca: 'Toyota',
      modelo: 'Corolla',
      color: 'Blanco',
      observaciones: '',
    })
  ).id;
  const cashier = { username: `cajera_${tag}`, fullName: `Ana Cajera ${tag}` };
  await postOk(page, '/api/users', { ...cashier, password: 'Cajera12345', role: 'user' });
  return { service, serviceId, product, productId, customer, customerId, vehicleId, cashier };
}

type Seed = Awaited<ReturnType<typeof seed>>;

const saleBody = (s: Seed, units: number) => {
  const items = [
    { serviceId: s.serviceId, nombre: s.service, cantidad: 1, precioUnitario: 50_000, subtotal: 50_000 },
    {
      inventoryItemId: s.productId,
      nombre: s.product,
      cantidad: units,
      precioUnitario: 35_000,
      subtotal: 35_000 * units,
    },
  ];
  const total = items.reduce((sum, i) => sum + i.subtotal, 0);
  const impuestos = Math.round(total / 11);
  return {
    customerId: s.customerId,
    workOrderId: null,
    medioPago: 'efectivo',
    regimenTurismo: false,
    numeroFactura: `TEMP-${unique()}`,
    timbradoUsado: '',
    items,
    subtotal: total - impuestos,
    impuestos,
    total,
  };
};

test.describe('an auditor reads the history', () => {
  test("of a sale (sold, corrected, voided), of a work order and of a product's stock", async ({
    page,
    browser,
  }) => {
    await signIn(page, '/');
    const s = await seed(page);

    // The cashier sells one unit; the admin corrects it to two, then voids it.
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'es-PY' });
    const cashier = await context.newPage();
    await cashier.goto('/');
    await fillLogin(cashier, s.cashier.username, 'Cajera12345');
    await expect(cashier.getByRole('button', { name: 'Cambiar tema' })).toBeVisible();
    const sale = await postOk(cashier, '/api/sales', saleBody(s, 1));
    const cashierId = ((await (await cashier.request.get('/api/auth/me')).json()) as { user: { id: string } })
      .user.id;
    await context.close();
    await ok(await page.request.put(`/api/sales/${sale.id}`, { data: saleBody(s, 2) }));
    const numero = (sale as { numeroFactura?: string }).numeroFactura ?? '';
    await page.goto('/ventas');
    const card = page.getByTestId('sale-card').filter({ hasText: numero });
    // The admin says why in the confirmation; the auditor reads it in the history.
    await card.getByRole('button', { name: `Eliminar ${numero}` }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByLabel('Motivo (opcional)').fill('Se cobró dos veces el mismo lavado');
    await confirm.getByRole('button', { name: 'Eliminar Factura' }).click();
    await expect(card).toContainText('ANULADA');
    const stored = (await (await page.request.get(`/api/sales/${sale.id}/history`)).json()) as {
      at: string;
    }[];

    await card.getByRole('button', { name: `Historial de ${numero}` }).click();
    const timeline = dialog(page).getByRole('list', { name: `Historial: Factura ${numero}` });
    const entries = timeline.getByRole('listitem');
    await expect(entries).toHaveCount(3);
    await expect(entries.nth(0)).toContainText('Factura emitida');
    await expect(entries.nth(0)).toContainText(`Por: ${s.cashier.fullName}`);
    await expect(entries.nth(0)).toContainText(asuncion(stored[0]?.at ?? ''));
    await expect(entries.nth(1)).toContainText('Factura corregida');
    await expect(entries.nth(1)).toContainText('Por: Administrador');
    const before = entries.nth(1).getByRole('table', { name: 'Antes' });
    const after = entries.nth(1).getByRole('table', { name: 'Después' });
    await expect(before.getByRole('row').filter({ hasText: s.product })).toContainText('1');
    await expect(after.getByRole('row').filter({ hasText: s.product })).toContainText('Gs. 70.000');
    await expect(entries.nth(2)).toContainText('Factura anulada');
    await expect(entries.nth(2)).toContainText('Se cobró dos veces el mismo lavado');
    await expect(entries.nth(0)).toContainText(/Posición \d+/);
    await expect(entries.nth(0).getByRole('button', { name: /^Hash [0-9a-f]{12}…$/ })).toBeVisible();
    const shown = (await timeline.textContent()) ?? '';
    expect(shown).not.toContain(cashierId);
    expect(shown).not.toMatch(/[{}"]/);
    await dialog(page).getByRole('button', { name: 'Cerrar' }).first().click();

    // The same history in the invoice viewer's tab.
    await card.getByRole('button', { name: 'Ver' }).click();
    await dialog(page).getByRole('tab', { name: 'Historial' }).click();
    await expect(dialog(page).getByLabel('Historial de la factura').getByRole('listitem')).toHaveCount(3);
    await dialog(page).getByRole('button', { name: 'Cerrar' }).first().click();

    // The product's stock: the sale's movements, named by its invoice number.
    await page.goto('/inventario');
    await page.getByRole('button', { name: `Historial de ${s.product}` }).click();
    const stock = dialog(page).getByRole('listitem');
    await expect(stock.first()).toContainText('Producto creado');
    await expect(stock.filter({ hasText: 'Salida de stock' })).toHaveCount(2);
    await expect(stock.filter({ hasText: 'Entrada de stock' }).filter({ hasText: numero })).toHaveCount(1);
    await dialog(page).getByRole('button', { name: 'Cerrar' }).first().click();

    // A work order, received and started.
    const order = (await postOk(page, '/api/work-orders', {
      customerId: s.customerId,
      vehicleId: s.vehicleId,
      observaciones: 'Rayón en la puerta',
      items: [{ serviceId: s.serviceId, quantity: 1 }],
    })) as { id: string; numero?: number };
    await ok(await page.request.put(`/api/work-orders/${order.id}`, { data: { estado: 'en_proceso' } }));
    await page.goto('/ordenes');
    await page.getByRole('searchbox', { name: 'Buscar órdenes' }).fill(`#${order.numero}`);
    await page.getByRole('button', { name: `Historial de la orden ${order.numero}` }).click();
    const steps = dialog(page).getByRole('listitem');
    await expect(steps).toHaveCount(2);
    await expect(steps.nth(0)).toContainText(`Orden N° ${order.numero} recibida`);
    await expect(steps.nth(0)).toContainText(s.service);
    await expect(steps.nth(1)).toContainText('Estado: En Proceso');
    await expect(steps.nth(1)).toContainText('Por: Administrador');
  });
});
