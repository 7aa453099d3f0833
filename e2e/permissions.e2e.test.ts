import { type Browser, expect, type Page, test } from '@playwright/test';
import { postOk, unique } from './support/api';
import { fillLogin, signIn, toast } from './support/session';

/** Issue 22 item 7: each role sees the buttons the permission table lets it use, and no other. */

const serviceCard = (page: Page, nombre: string) =>
  page.getByRole('list', { name: 'Servicios' }).getByRole('listitem').filter({ hasText: nombre });
const productCard = (page: Page, nombre: string) => page.getByRole('article', { name: nombre });
const menu = (page: Page) => page.getByRole('navigation', { name: 'Navegación principal' });

/** What an admin sets up: a service, a product and a cashier's account. */
async function setUp(page: Page) {
  const t = unique();
  const names = { service: `Lavado Permisos ${t}`, product: `Cera Permisos ${t}`, cashier: `cajero_${t}` };
  await signIn(page, '/servicios');
  await postOk(page, '/api/services', { nombre: names.service, precio: 45000 });
  await postOk(page, '/api/inventory', {
    nombre: names.product,
    categoria: 'Limpieza',
    precio: 30000,
    stockActual: 4,
  });
  await postOk(page, '/api/users', { username: names.cashier, password: 'Cajero1234', role: 'user' });
  return names;
}

async function signInAs(browser: Browser, username: string, path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'es-PY' });
  const page = await context.newPage();
  await page.goto(path);
  await fillLogin(page, username, 'Cajero1234');
  await expect(page.getByRole('button', { name: 'Cambiar tema' })).toBeVisible();
  return page;
}

test.describe('who may do what, on screen', () => {
  test('an admin sees every write button; a cashier only those the server accepts', async ({
    page,
    browser,
  }) => {
    const names = await setUp(page);

    // The admin: prices, deletion, stock corrections, users and reports are all offered.
    await page.goto('/servicios');
    await expect(page.getByRole('button', { name: 'Nuevo Servicio' })).toBeVisible();
    await expect(
      serviceCard(page, names.service).getByRole('button', { name: `Editar ${names.service}` }),
    ).toBeVisible();
    await expect(
      serviceCard(page, names.service).getByRole('button', { name: `Desactivar ${names.service}` }),
    ).toBeVisible();
    await page.goto('/inventario');
    await expect(page.getByRole('button', { name: 'Nuevo Producto' })).toBeVisible();
    for (const button of ['Editar', 'Actualizar Stock', 'Recibir Mercadería']) {
      await expect(productCard(page, names.product).getByRole('button', { name: button })).toBeVisible();
    }
    await expect(menu(page).getByRole('link', { name: 'Usuarios' })).toBeVisible();
    await expect(menu(page).getByRole('link', { name: 'Reportes' })).toBeVisible();
    await page.goto('/usuarios');
    await expect(page.getByRole('button', { name: 'Nuevo Usuario' })).toBeVisible();

    // The cashier: the catalogue without write buttons.
    const cashier = await signInAs(browser, names.cashier, '/servicios');
    await expect(serviceCard(cashier, names.service)).toContainText('45.000');
    await expect(
      cashier.getByRole('button', { name: /Nuevo Servicio|Nuevo Combo|Editar|Desactivar/ }),
    ).toHaveCount(0);

    // Inventory: no product edits nor corrections, but goods received, with their reason.
    await cashier.goto('/inventario');
    const product = productCard(cashier, names.product);
    await expect(product).toContainText('4 UN');
    await expect(cashier.getByRole('button', { name: 'Nuevo Producto' })).toHaveCount(0);
    await expect(product.getByRole('button')).toHaveText(['Historial', 'Recibir Mercadería']);
    await product.getByRole('button', { name: 'Recibir Mercadería' }).click();
    const dialog = cashier.getByRole('dialog', { name: 'Recibir Mercadería' });
    await dialog.getByLabel('Cantidad recibida').fill('6');
    await dialog.getByRole('button', { name: 'Registrar Entrada' }).click();
    await expect(dialog).toContainText('Indique el motivo de la entrada');
    await dialog.getByLabel('Motivo').fill('Factura 001-001-0000777');
    await dialog.getByRole('button', { name: 'Registrar Entrada' }).click();
    await expect(toast(cashier)).toContainText('Mercadería recibida');
    await expect(product).toContainText('10 UN');

    // Users and reports are not offered; the address itself says why, with no 'Nuevo Usuario'.
    await expect(menu(cashier).getByRole('link', { name: 'Inventario' })).toBeVisible();
    await expect(menu(cashier).getByRole('link', { name: 'Usuarios' })).toHaveCount(0);
    await expect(menu(cashier).getByRole('link', { name: 'Reportes' })).toHaveCount(0);
    await cashier.goto('/usuarios');
    await expect(cashier.getByText('Requiere permisos de administrador')).toBeVisible();
    await expect(cashier.getByRole('button', { name: 'Nuevo Usuario' })).toHaveCount(0);
    await cashier.context().close();
  });
});
