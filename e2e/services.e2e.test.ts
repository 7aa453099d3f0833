import { expect, type Page, test } from '@playwright/test';
import { fillLogin, signIn, toast } from './support/session';

// Every test names its own records with a unique tag: CI runs every e2e file against one server.
const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Creates a service through the API with the signed-in page's session. */
async function apiService(page: Page, nombre: string, fields: Record<string, unknown> = {}): Promise<string> {
  const res = await page.request.post('/api/services', { data: { nombre, precio: '35.000', ...fields } });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const serviceCard = (page: Page, nombre: string) =>
  page.getByRole('list', { name: 'Servicios' }).getByRole('listitem').filter({ hasText: nombre });
const comboCard = (page: Page, nombre: string) =>
  page.getByRole('list', { name: 'Combos' }).getByRole('listitem').filter({ hasText: nombre });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Buscar servicios o combos' });

async function openServices(page: Page) {
  await signIn(page, '/servicios');
  await expect(page.getByRole('heading', { level: 1, name: 'Gestión de Servicios' })).toBeVisible();
}

test.describe('services and combos (/servicios)', () => {
  test('creates a service with a thousands-dot price and the form defaults, then edits it', async ({
    page,
  }) => {
    const nombre = `Lavado E2E ${tag()}`;
    await openServices(page);
    await page.getByRole('button', { name: 'Nuevo Servicio' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo Servicio' });
    await expect(dialog.getByLabel('Duración (min) *')).toHaveValue('30');
    await expect(dialog.getByRole('combobox', { name: 'Categoría *' })).toHaveText('Básico');
    await dialog.getByLabel('Nombre *').fill(nombre);
    await dialog.getByLabel('Descripción').fill('Exterior e interior');
    await dialog.getByLabel('Precio (Gs.) *').fill('35.000');
    await dialog.getByRole('button', { name: 'Crear Servicio' }).click();
    await expect(toast(page)).toContainText('Servicio creado');
    await expect(dialog).toBeHidden();

    const card = serviceCard(page, nombre);
    await expect(card).toContainText('Gs. 35.000');
    await expect(card).toContainText('30 min');
    await expect(card).toContainText('Básico');
    await expect(card).toContainText('Exterior e interior');

    await card.getByRole('button', { name: `Editar ${nombre}` }).click();
    const edit = page.getByRole('dialog', { name: 'Editar Servicio' });
    await expect(edit.getByLabel('Precio (Gs.) *')).toHaveValue('35.000');
    await edit.getByLabel('Precio (Gs.) *').fill('42000');
    await edit.getByLabel('Duración (min) *').fill('45');
    await edit.getByRole('combobox', { name: 'Categoría *' }).click();
    await page.getByRole('option', { name: 'Premium' }).click();
    await edit.getByRole('button', { name: 'Actualizar' }).click();
    await expect(toast(page)).toContainText('Servicio actualizado');
    await expect(card).toContainText('Gs. 42.000');
    await expect(card).toContainText('45 min');
    await expect(card).toContainText('Premium');
  });

  test('shows the validation errors in Spanish and creates nothing', { tag: '@ui' }, async ({ page }) => {
    await openServices(page);
    await page.getByRole('button', { name: 'Nuevo Servicio' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo Servicio' });
    await dialog.getByLabel('Precio (Gs.) *').fill('-5.000');
    await dialog.getByLabel('Duración (min) *').fill('0');
    await dialog.getByRole('button', { name: 'Crear Servicio' }).click();
    await expect(dialog.getByText('El nombre del servicio es obligatorio')).toBeVisible();
    await expect(dialog.getByText('El precio no puede ser negativo')).toBeVisible();
    await expect(dialog.getByText('La duración debe ser mayor a 0 minutos')).toBeVisible();

    await dialog.getByLabel('Nombre *').fill('Sin precio válido');
    await dialog.getByLabel('Precio (Gs.) *').fill('35.5');
    await dialog.getByRole('button', { name: 'Crear Servicio' }).click();
    await expect(dialog.getByText('El precio debe ser un número, por ejemplo 35.000')).toBeVisible();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(serviceCard(page, 'Sin precio válido')).toHaveCount(0);
  });

  test('searches and filters by category', { tag: '@ui' }, async ({ page }) => {
    const t = tag();
    await openServices(page);
    await apiService(page, `Motor Full ${t}`, { categoria: 'motor' });
    await apiService(page, `Tapizado Full ${t}`, { categoria: 'tapizado' });
    await page.reload();

    await search(page).fill(t);
    await expect(serviceCard(page, `Motor Full ${t}`)).toBeVisible();
    await expect(serviceCard(page, `Tapizado Full ${t}`)).toBeVisible();

    await page.getByRole('combobox', { name: 'Filtrar por categoría' }).click();
    await page.getByRole('option', { name: 'Motor' }).click();
    await expect(serviceCard(page, `Motor Full ${t}`)).toBeVisible();
    await expect(serviceCard(page, `Tapizado Full ${t}`)).toHaveCount(0);

    await page.getByRole('combobox', { name: 'Filtrar por categoría' }).click();
    await page.getByRole('option', { name: 'Todas las categorías' }).click();
    await search(page).fill(`tapizado full ${t}`);
    await expect(serviceCard(page, `Tapizado Full ${t}`)).toBeVisible();
    await expect(serviceCard(page, `Motor Full ${t}`)).toHaveCount(0);

    await search(page).fill(`nada-${t}`);
    await expect(page.getByText('No hay servicios')).toBeVisible();
  });

  test('creates a combo of at least two services, with their sum as a hint', async ({ page }) => {
    const t = tag();
    await openServices(page);
    await apiService(page, `Lavado Combo ${t}`, { precio: '35.000' });
    await apiService(page, `Encerado Combo ${t}`, { precio: '50.000', categoria: 'encerado' });
    await page.reload();

    await page.getByRole('tab', { name: /Combos/ }).click();
    await page.getByRole('button', { name: 'Nuevo Combo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo Combo' });
    await dialog.getByLabel('Nombre *').fill(`Combo Brillo ${t}`);
    await dialog.getByRole('checkbox', { name: `Lavado Combo ${t}` }).click();
    await dialog.getByLabel('Precio del combo (Gs.) *').fill('75.000');
    await dialog.getByRole('button', { name: 'Crear Combo' }).click();
    await expect(dialog.getByText('Un combo debe incluir al menos 2 servicios')).toBeVisible();

    await dialog.getByRole('checkbox', { name: `Encerado Combo ${t}` }).click();
    await expect(dialog.getByText('Suma de los servicios: Gs. 85.000')).toBeVisible();
    await dialog.getByRole('button', { name: 'Crear Combo' }).click();
    await expect(toast(page)).toContainText('Combo creado');

    const card = comboCard(page, `Combo Brillo ${t}`);
    await expect(card).toContainText('Gs. 75.000');
    await expect(card.getByRole('list', { name: `Servicios de Combo Brillo ${t}` })).toHaveText(
      new RegExp(`Lavado Combo ${t}.*Encerado Combo ${t}`),
    );
  });

  test('deactivates a service after confirming; it shows again only with Mostrar inactivos', async ({
    page,
  }) => {
    const nombre = `Ozono ${tag()}`;
    await openServices(page);
    await apiService(page, nombre, { categoria: 'ozono' });
    await page.reload();
    await search(page).fill(nombre);

    await serviceCard(page, nombre)
      .getByRole('button', { name: `Desactivar ${nombre}` })
      .click();
    const confirm = page.getByRole('alertdialog', { name: '¿Desactivar servicio?' });
    await expect(confirm).toContainText(nombre);
    await confirm.getByRole('button', { name: 'Desactivar' }).click();
    await expect(toast(page)).toContainText('Servicio desactivado');
    await expect(serviceCard(page, nombre)).toHaveCount(0);
    await expect(page.getByText('No hay servicios')).toBeVisible();

    await page.getByRole('checkbox', { name: 'Mostrar inactivos' }).click();
    const card = serviceCard(page, nombre);
    await expect(card).toBeVisible();
    await expect(card).toContainText('Inactivo');
    await expect(card.getByRole('button', { name: `Desactivar ${nombre}` })).toHaveCount(0);
  });

  test('a readonly user sees the catalog without any write button', { tag: '@ui' }, async ({ page }) => {
    const t = tag();
    await openServices(page);
    await apiService(page, `Visible ${t}`);
    const username = `lector_${t}`;
    const created = await page.request.post('/api/users', {
      data: { username, password: 'Lector1234', role: 'readonly', fullName: 'Solo Lectura' },
    });
    expect(created.status()).toBe(201);
    await page.context().clearCookies();
    await page.goto('/servicios');
    await fillLogin(page, username, 'Lector1234');
    await search(page).fill(`Visible ${t}`);
    await expect(serviceCard(page, `Visible ${t}`)).toBeVisible();
    await expect(
      page.getByRole('button', { name: /Nuevo Servicio|Nuevo Combo|Editar|Desactivar/ }),
    ).toHaveCount(0);
  });
});
