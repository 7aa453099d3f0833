import { expect, type Page, test } from '@playwright/test';
import { fillLogin, signIn, toast } from './support/session';

// Other e2e files share the server: every product here carries a unique token, and counters are
// compared before and after rather than read as absolute numbers.
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function createProduct(page: Page, data: Record<string, unknown>) {
  const res = await page.request.post('/api/inventory', {
    data: { categoria: 'Limpieza', precio: 10000, ...data },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string; nombre: string };
}

const card = (page: Page, name: string) => page.getByRole('article', { name });
/**
 * The toast of a failure that keeps its dialog open: a modal dialog hides everything outside it from the
 * accessibility tree (screen readers still hear the toast through its own live announcement).
 */
const toastBehindDialog = (page: Page) =>
  page
    .getByRole('region', { name: /Notificaciones/, includeHidden: true })
    .getByRole('listitem', { includeHidden: true });
const dialog = (page: Page) => page.getByRole('dialog');

async function counter(page: Page, label: string): Promise<number> {
  const text = await page.getByRole('group', { name: label }).textContent();
  return Number(/(\d+)\s*$/.exec(text ?? '')?.[1] ?? Number.NaN);
}

async function openInventory(page: Page) {
  await signIn(page, '/inventario');
  await expect(page.getByRole('heading', { level: 1, name: 'Control de Inventario' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Total Productos' })).toBeVisible();
}

async function chooseOption(page: Page, combobox: string, option: string) {
  await page.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('inventory', () => {
  test('creates a product after showing the validation errors in Spanish, then edits it', async ({
    page,
  }) => {
    await openInventory(page);
    const name = `Shampoo ${unique()}`;

    await page.getByRole('button', { name: 'Nuevo Producto' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Nuevo Producto' })).toBeVisible();
    await dialog(page).getByLabel('Stock Actual').fill('-1');
    await dialog(page).getByRole('button', { name: 'Crear Producto' }).click();
    await expect(dialog(page).getByText('El nombre es obligatorio')).toBeVisible();
    await expect(dialog(page).getByText('La categoría es obligatoria')).toBeVisible();
    await expect(dialog(page).getByText('El precio es obligatorio')).toBeVisible();
    await expect(dialog(page).getByText('El stock actual no puede ser negativo')).toBeVisible();

    await dialog(page).getByLabel('Precio (Gs.)').fill('35,5');
    await dialog(page).getByRole('button', { name: 'Crear Producto' }).click();
    await expect(
      dialog(page).getByText('El precio debe ser un monto en guaraníes sin decimales (ej.: 35.000)'),
    ).toBeVisible();

    await dialog(page).getByRole('textbox', { name: 'Nombre', exact: true }).fill(name);
    await dialog(page).getByLabel('Categoría').fill('Limpieza');
    await dialog(page).getByLabel('Descripción').fill('Espuma activa para carrocería');
    await dialog(page).getByLabel('Precio (Gs.)').fill('35.000');
    await chooseOption(page, 'Unidad de Medida', 'Botellas (BOT)');
    await dialog(page).getByLabel('Stock Actual').fill('20');
    await dialog(page).getByLabel('Stock Mínimo').fill('5');
    await dialog(page).getByLabel('Proveedor').fill('Químicos del Este');
    await dialog(page).getByRole('button', { name: 'Crear Producto' }).click();

    await expect(toast(page)).toContainText('Producto creado');
    await expect(dialog(page)).toHaveCount(0);
    const product = card(page, name);
    await expect(product).toContainText('Stock Normal');
    await expect(product).toContainText('20 BOT');
    await expect(product).toContainText('Stock mínimo: 5 BOT');
    await expect(product).toContainText('Gs. 35.000');
    await expect(product).toContainText('Químicos del Este');
    await expect(product).toContainText('Limpieza');
    await expect(product).toContainText('Sin pedidos');

    await product.getByRole('button', { name: 'Editar' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Editar Producto' })).toBeVisible();
    await expect(dialog(page).getByLabel('Precio (Gs.)')).toHaveValue('35.000');
    await dialog(page).getByLabel('Stock Mínimo').fill('15');
    await dialog(page).getByLabel('Precio (Gs.)').fill('42.500');
    await dialog(page).getByRole('button', { name: 'Actualizar Producto' }).click();
    await expect(toast(page)).toContainText('Producto actualizado');
    // 20 is at most 1.5 × 15: low stock.
    await expect(product).toContainText('Stock Bajo');
    await expect(product).toContainText('Gs. 42.500');
    await expect(product).toContainText('Stock mínimo: 15 BOT');
  });

  test('searches by name, description or supplier and filters by alert state and unit', {
    tag: '@ui',
  }, async ({ page }) => {
    await openInventory(page);
    const token = unique();
    await createProduct(page, {
      nombre: `Cera Líquida ${token}`,
      unidadMedida: 'LT',
      stockActual: 2,
      stockMinimo: 5,
    });
    await createProduct(page, {
      nombre: `Franela ${token}`,
      descripcion: `Microfibra ${token}`,
      proveedor: `Textil ${token}`,
      stockActual: 50,
      stockMinimo: 5,
    });
    await page.reload();
    const search = page.getByRole('searchbox', { name: 'Buscar productos' });

    await search.fill(token);
    await expect(page.getByRole('article')).toHaveCount(2);
    await search.fill(`cera liquida ${token}`);
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(card(page, `Cera Líquida ${token}`)).toBeVisible();
    await search.fill(`microfibra ${token}`);
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(card(page, `Franela ${token}`)).toBeVisible();
    await search.fill(`textil ${token}`);
    await expect(page.getByRole('article')).toHaveCount(1);

    await search.fill(token);
    await chooseOption(page, 'Filtrar por estado de alerta', 'Crítico');
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(card(page, `Cera Líquida ${token}`)).toContainText('Stock Crítico');
    await chooseOption(page, 'Filtrar por estado de alerta', 'Normal');
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(card(page, `Franela ${token}`)).toContainText('Stock Normal');
    await chooseOption(page, 'Filtrar por estado de alerta', 'Todos los estados');
    await chooseOption(page, 'Filtrar por unidad', 'Litros (LT)');
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(card(page, `Cera Líquida ${token}`)).toBeVisible();
    await chooseOption(page, 'Filtrar por estado de alerta', 'Normal');
    await expect(page.getByText('No se encontraron productos')).toBeVisible();
  });

  test('the counters follow the products and the red banner warns of critical stock', async ({ page }) => {
    await openInventory(page);
    const before = {
      total: await counter(page, 'Total Productos'),
      critico: await counter(page, 'Stock Crítico'),
      bajo: await counter(page, 'Stock Bajo'),
      normal: await counter(page, 'Stock Normal'),
    };
    const token = unique();
    await createProduct(page, { nombre: `Agotado ${token}`, stockActual: 0, stockMinimo: 0 });
    await createProduct(page, { nombre: `Bajo ${token}`, stockActual: 7, stockMinimo: 5 });
    await createProduct(page, { nombre: `Normal ${token}`, stockActual: 8, stockMinimo: 5 });
    await page.reload();

    await expect.poll(() => counter(page, 'Total Productos')).toBe(before.total + 3);
    expect(await counter(page, 'Stock Crítico')).toBe(before.critico + 1);
    expect(await counter(page, 'Stock Bajo')).toBe(before.bajo + 1);
    expect(await counter(page, 'Stock Normal')).toBe(before.normal + 1);
    const banner = page.getByRole('alert').filter({ hasText: '¡Atención! Stock crítico' });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('stock crítico o agotado');
    await expect(card(page, `Agotado ${token}`)).toContainText('Agotado');
    await expect(card(page, `Bajo ${token}`)).toContainText('Stock Bajo');
  });

  test('adds and removes stock; too much is refused; the dialog always reopens in add mode', async ({
    page,
  }) => {
    await openInventory(page);
    const name = `Aromatizante ${unique()}`;
    await createProduct(page, { nombre: name, stockActual: 10, stockMinimo: 2, unidadMedida: 'UN' });
    await page.reload();
    const product = card(page, name);
    await expect(product).toContainText('10 UN');
    const add = () => dialog(page).getByRole('radio', { name: 'Agregar stock' });
    const remove = () => dialog(page).getByRole('radio', { name: 'Descontar stock' });
    const submit = () => dialog(page).getByRole('button', { name: 'Actualizar Stock' }).click();

    await product.getByRole('button', { name: 'Actualizar Stock' }).click();
    await expect(add()).toBeChecked();
    await submit();
    await expect(dialog(page).getByText('La cantidad debe ser un número entero mayor a 0')).toBeVisible();
    await dialog(page).getByLabel('Cantidad').fill('5');
    await dialog(page).getByLabel('Motivo (opcional)').fill('Compra a proveedor');
    await submit();
    await expect(toast(page)).toContainText('Stock agregado');
    await expect(toast(page)).toContainText('Se agregaron 5 UN');
    await expect(product).toContainText('15 UN');

    await product.getByRole('button', { name: 'Actualizar Stock' }).click();
    await expect(add()).toBeChecked();
    await remove().click();
    await dialog(page).getByLabel('Cantidad').fill('3');
    await submit();
    await expect(toast(page)).toContainText('Stock descontado');
    await expect(toast(page)).toContainText('Se descontaron 3 UN');
    await expect(product).toContainText('12 UN');

    // After a removal the next opening is back in add mode.
    await product.getByRole('button', { name: 'Actualizar Stock' }).click();
    await expect(add()).toBeChecked();
    await expect(remove()).not.toBeChecked();
    await remove().click();
    await dialog(page).getByLabel('Cantidad').fill('50');
    await submit();
    await expect(toastBehindDialog(page)).toContainText('No se pudo actualizar el stock');
    await expect(toastBehindDialog(page)).toContainText(
      'Stock insuficiente: hay 12 UN y se intentó descontar 50',
    );
    await expect(dialog(page)).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Cancelar' }).click();
    await expect(product).toContainText('12 UN');

    await product.getByRole('button', { name: 'Actualizar Stock' }).click();
    await expect(add()).toBeChecked();
    await expect(dialog(page).getByLabel('Cantidad')).toHaveValue('');
  });

  test('a readonly user sees the inventory without any write button', { tag: '@ui' }, async ({
    page,
    browser,
  }) => {
    await openInventory(page);
    const name = `Guantes ${unique()}`;
    await createProduct(page, { nombre: name, stockActual: 4 });
    const username = `lectura_${unique()}`;
    const created = await page.request.post('/api/users', {
      data: { username, password: 'Lectura123', fullName: 'Solo Lectura', role: 'readonly' },
    });
    expect(created.status()).toBe(201);

    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'es-PY' });
    const readonly = await context.newPage();
    await readonly.goto('/inventario');
    await fillLogin(readonly, username, 'Lectura123');
    await expect(readonly.getByRole('heading', { level: 1, name: 'Control de Inventario' })).toBeVisible();
    await expect(card(readonly, name)).toContainText('4 UN');
    await expect(readonly.getByRole('button', { name: 'Nuevo Producto' })).toHaveCount(0);
    // An auditor reads the product's history, and writes nothing.
    await expect(card(readonly, name).getByRole('button')).toHaveText(['Historial']);
    await context.close();
  });
});
