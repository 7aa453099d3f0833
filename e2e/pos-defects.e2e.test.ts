import { expect, type Locator, type Page, test } from '@playwright/test';
import { companyForm } from '../services/command-api/test-support/config-test-kit';
import { postOk, unique } from './support/api';
import { signIn } from './support/session';

// The point-of-sale defects of issue 23, each seen where the cashier sees it. The server is shared
// with the other e2e files: every name here carries a unique token.

const person = { email: '', telefono: '', direccion: '', pais: '', pasaporte: '', fechaIngreso: '' };

/** A valid stamp, a customer with a car, two services of 80.000 and one of 60.000, a product with 2 in stock. */
async function seed(page: Page) {
  const tag = unique();
  const config = await page.request.put('/api/company-config', { data: companyForm });
  expect(config.ok(), await config.text()).toBe(true);
  const service = async (nombre: string, precio: number) => ({
    nombre,
    id: (await postOk(page, '/api/services', { nombre, precio })).id,
  });
  const wash = await service(`Lavado ${tag}`, 80_000);
  const polish = await service(`Pulido ${tag}`, 80_000);
  const vacuum = await service(`Aspirado ${tag}`, 60_000);
  const product = `Cera ${tag}`;
  await postOk(page, '/api/inventory', {
    nombre: product,
    categoria: 'Limpieza',
    precio: 35_000,
    stockActual: 2,
  });
  const customer = `Ana ${tag}`;
  const customerId = (
    await postOk(page, '/api/customers', {
      ...person,
      nombre: customer,
      docTipo: 'CI',
      docNumero: String(Date.now()).slice(-7),
      regimenTurismo: false,
    })
  ).id;
  const plate = `P${tag.slice(-6)}`.toUpperCase();
  const vehicleId = (
    await postOk(page, '/api/vehicles', {
      customerId,
      placa: plate,
      marca: 'Kia',
      modelo: 'Rio',
      color: 'Rojo',
      observaciones: '',
    })
  ).id;
  return { wash, polish, vacuum, product, customer, customerId, vehicleId };
}

const dialog = (page: Page) => page.getByRole('dialog');

async function openNewSale(page: Page, customer: string) {
  await page.goto('/ventas');
  await page.getByRole('button', { name: 'Nueva Venta' }).click();
  const search = dialog(page).getByRole('combobox', { name: 'Buscar cliente' });
  await search.fill(customer);
  await search.press('Enter');
  await expect(dialog(page).getByTestId('selected-customer')).toContainText(customer);
}

async function addItem(page: Page, name: string) {
  await dialog(page).getByRole('searchbox', { name: 'Buscar servicio, combo o producto' }).fill(name);
  await dialog(page)
    .getByRole('button', { name: `Agregar ${name}` })
    .click();
}

/** A sale of these services stored through the API, as the dialog posts it; answers its number. */
async function sell(page: Page, customerId: string, services: { id: string; nombre: string }[]) {
  const items = services.map((s) => ({
    serviceId: s.id,
    comboId: null,
    inventoryItemId: null,
    nombre: s.nombre,
    cantidad: 1,
    precioUnitario: 80_000,
    subtotal: 80_000,
  }));
  const total = items.length * 80_000;
  const iva = Math.round(total / 11);
  const sale = (await postOk(page, '/api/sales', {
    customerId,
    workOrderId: null,
    medioPago: 'efectivo',
    regimenTurismo: false,
    numeroFactura: `TEMP-${unique()}`,
    items,
    subtotal: total - iva,
    impuestos: iva,
    total,
  })) as unknown as { numeroFactura: string };
  return sale.numeroFactura;
}

/** The 10 % column of an invoice line, as the invoice viewer shows it. */
async function base10Of(page: Page, numero: string, line: string): Promise<string> {
  await page.goto('/ventas');
  const card = page.getByTestId('sale-card').filter({ hasText: numero });
  await card.getByRole('button', { name: 'Ver' }).click();
  const row = dialog(page).getByTestId('invoice-document').getByRole('row').filter({ hasText: line });
  const text = (await row.getByRole('cell').last().textContent()) ?? '';
  await dialog(page).getByRole('button', { name: 'Cerrar' }).first().click();
  return text.trim();
}

/** A work order for one service, moved to terminado through the API; answers its number and id. */
async function finishedOrder(page: Page, s: Awaited<ReturnType<typeof seed>>, serviceId: string) {
  const order = (await postOk(page, '/api/work-orders', {
    customerId: s.customerId,
    vehicleId: s.vehicleId,
    items: [{ serviceId, quantity: 1 }],
  })) as unknown as { id: string; numero: number };
  for (const estado of ['en_proceso', 'terminado']) {
    const moved = await page.request.put(`/api/work-orders/${order.id}`, { data: { estado } });
    expect(moved.ok(), await moved.text()).toBe(true);
  }
  return order;
}

/** Whether the element lies wholly inside the window (not merely scrolled to within its dialog). */
async function whollyInWindow(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth;
  });
}

test.describe('point-of-sale defects (issue 23)', () => {
  test('the quantity box can be cleared and retyped; 0 removes the line', { tag: '@ui' }, async ({
    page,
  }) => {
    await signIn(page, '/');
    const s = await seed(page);
    await openNewSale(page, s.customer);
    await addItem(page, s.wash.nombre);
    const quantity = dialog(page).getByLabel(`Cantidad de ${s.wash.nombre}`);
    await quantity.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Backspace');
    await expect(quantity).toHaveValue('');
    await page.keyboard.type('3');
    await expect(quantity).toHaveValue('3');
    await expect(dialog(page).getByLabel('Resumen de la venta')).toContainText('Total:Gs. 240.000');
    await quantity.blur();
    await expect(quantity).toHaveValue('3');

    await quantity.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('0');
    await expect(dialog(page).getByLabel(`Cantidad de ${s.wash.nombre}`)).toHaveCount(0);
    await expect(dialog(page)).toContainText('Debe agregar al menos un item');
  });

  test('a product line shows the stock available and stops there', async ({ page }) => {
    await signIn(page, '/');
    const s = await seed(page);
    await openNewSale(page, s.customer);
    await addItem(page, s.product);
    const line = dialog(page).getByRole('listitem').filter({ hasText: s.product });
    await expect(line).toContainText('2 disponibles');
    const more = dialog(page).getByRole('button', { name: `Agregar uno de ${s.product}` });
    await more.click();
    await expect(dialog(page).getByLabel(`Cantidad de ${s.product}`)).toHaveValue('2');
    await expect(more).toBeDisabled();
    // Typed past the stock: held at what there is, and said so before anything is sent.
    const quantity = dialog(page).getByLabel(`Cantidad de ${s.product}`);
    await quantity.fill('10');
    await expect(quantity).toHaveValue('2');
    await expect(line).toContainText('Solo hay 2 disponibles');
    await expect(dialog(page).getByLabel('Resumen de la venta')).toContainText('Total:Gs. 70.000');
  });

  test('the same 80.000 line has the same 10 % base on every invoice: 80.000 − round(80.000 / 11)', async ({
    page,
  }) => {
    await signIn(page, '/');
    const s = await seed(page);
    const alone = await sell(page, s.customerId, [s.wash]);
    const together = await sell(page, s.customerId, [s.wash, s.polish]);
    expect(await base10Of(page, alone, s.wash.nombre)).toBe('72.727');
    expect(await base10Of(page, together, s.wash.nombre)).toBe('72.727');
    expect(await base10Of(page, together, s.polish.nombre)).toBe('72.727');
  });

  test('the 80 mm receipt keeps its columns apart; the print dialog fits an 800 px screen', {
    tag: '@ui',
  }, async ({ page }) => {
    await signIn(page, '/');
    const s = await seed(page);
    const order = await finishedOrder(page, s, s.vacuum.id);
    await page.goto('/ordenes');
    await page.getByRole('button', { name: `Imprimir orden ${order.numero}`, exact: true }).click();
    const printDialog = dialog(page);
    await expect(printDialog.getByRole('heading', { name: `Imprimir Orden #${order.numero}` })).toBeVisible();
    const row = page
      .frameLocator('iframe[title="Vista previa de la orden"]')
      .getByRole('row')
      .filter({ hasText: s.vacuum.nombre });
    await expect(row).toContainText('Gs. 60.000');
    // The space between the text of each cell and the next: at least 2 mm (7.5 px) on the roll.
    const gaps = await row.evaluate((tr) =>
      [...tr.children].slice(1).map((cell, i) => {
        const textBox = (element: Element) => {
          const range = element.ownerDocument.createRange();
          range.selectNodeContents(element);
          return range.getBoundingClientRect();
        };
        return textBox(cell).left - textBox(tr.children[i] as Element).right;
      }),
    );
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(7.5);

    for (const paper of ['80mm', 'A4']) {
      if (paper === 'A4') {
        await printDialog.getByRole('combobox', { name: 'Tamaño de papel' }).click();
        await page.getByRole('option', { name: 'A4' }).click();
      }
      const box = await printDialog.boundingBox();
      expect(box && box.y >= 0 && box.y + box.height <= 800, `${paper}: ${JSON.stringify(box)}`).toBe(true);
      expect(await whollyInWindow(printDialog.getByRole('button', { name: 'Imprimir', exact: true }))).toBe(
        true,
      );
    }
  });

  test("'Cancelar' while billing an order goes back to /ordenes", { tag: '@ui' }, async ({ page }) => {
    await signIn(page, '/');
    const s = await seed(page);
    const order = await finishedOrder(page, s, s.vacuum.id);
    await page.goto('/ordenes');
    await page.getByRole('searchbox', { name: 'Buscar órdenes' }).fill(`#${order.numero}`);
    await page
      .getByTestId('order-card')
      .filter({ hasText: new RegExp(`Orden #${order.numero}(?!\\d)`) })
      .getByRole('button', { name: 'Facturar' })
      .click();
    await expect(page).toHaveURL(/\/ventas\?orden=/);
    await dialog(page).getByRole('button', { name: 'Cancelar' }).click();
    await expect(page).toHaveURL(/\/ordenes$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Órdenes de Servicio' })).toBeVisible();
  });

  test("on a 390 px phone 'Procesar Venta' stays in view while the dialog scrolls", { tag: '@ui' }, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, '/');
    const s = await seed(page);
    await openNewSale(page, s.customer);
    await addItem(page, s.wash.nombre);
    await addItem(page, s.vacuum.nombre);
    const process = dialog(page).getByRole('button', { name: /^Procesar Venta/ });
    await expect(process).toBeEnabled();
    expect(await whollyInWindow(process)).toBe(true);
    // Still there with the customer search scrolled into view at the top of the dialog.
    await dialog(page).getByRole('combobox', { name: 'Buscar cliente' }).scrollIntoViewIfNeeded();
    expect(await whollyInWindow(process)).toBe(true);
    await process.click();
    await expect(dialog(page).getByRole('heading', { name: 'Venta Completada Exitosamente' })).toBeVisible();
  });
});
