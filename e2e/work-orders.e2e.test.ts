import { expect, type Page, test } from '@playwright/test';
import { companyForm } from '../services/command-api/test-support/config-test-kit';
import { postOk, unique } from './support/api';
import { watchCspViolations } from './support/csp';
import { fillLogin, signIn, toast } from './support/session';

// The server is shared with the other e2e files: every name here carries a unique token.
const INVOICE_NUMBER = /^001-002-\d{7}$/;

/** A company with a valid stamp, two services, a product, a customer with a phone and their car. */
async function seed(page: Page) {
  const tag = unique();
  const config = await page.request.put('/api/company-config', { data: companyForm });
  expect(config.ok(), await config.text()).toBe(true);
  const wash = `Lavado ${tag}`;
  const wax = `Encerado ${tag}`;
  await postOk(page, '/api/services', { nombre: wash, precio: 50_000 });
  await postOk(page, '/api/services', { nombre: wax, precio: 35_000 });
  const customer = `Carlos ${tag}`;
  const doc = String(Date.now()).slice(-7);
  const customerId = (
    await postOk(page, '/api/customers', {
      nombre: customer,
      docTipo: 'CI',
      docNumero: doc,
      email: '',
      telefono: '0981 123 456',
      direccion: '',
      regimenTurismo: false,
      pais: '',
      pasaporte: '',
      fechaIngreso: '',
    })
  ).id;
  const plate = `W${tag.slice(-6)}`.toUpperCase();
  await postOk(page, '/api/vehicles', {
    customerId,
    placa: plate,
    marca: 'Toyota',
    modelo: 'Corolla',
    color: 'Blanco',
    observaciones: '',
  });
  const product = `Shampoo ${tag}`;
  const productId = (
    await postOk(page, '/api/inventory', {
      nombre: product,
      categoria: 'Limpieza',
      precio: 20_000,
      stockActual: 5,
    })
  ).id;
  return { wash, wax, customer, doc, plate, product, productId };
}

/**
 * Counts the print() calls of every document of the page (the receipt's frame included) instead of
 * opening the system dialog, which a headless browser would not show anyway.
 */
async function countPrints(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    window.print = () => {
      const top = window.top as unknown as { __prints?: number };
      top.__prints = (top.__prints ?? 0) + 1;
    };
  });
  return () => page.evaluate(() => (window as unknown as { __prints?: number }).__prints ?? 0);
}

const dialog = (page: Page) => page.getByRole('dialog');
/** 'Orden #1' must not match 'Orden #12'. */
const orderCard = (page: Page, numero: string) =>
  page.getByTestId('order-card').filter({ hasText: new RegExp(`Orden #${numero}(?!\\d)`) });

async function choose(page: Page, field: string, option: string) {
  await dialog(page).getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option }).click();
}

test.describe('work orders', () => {
  test('creates an order, prints its 80mm receipt, moves it through the wash, bills it with delivery and prints the invoice', async ({
    page,
  }) => {
    const cspViolations = await watchCspViolations(page);
    const prints = await countPrints(page);
    await signIn(page, '/');
    const s = await seed(page);
    await page.goto('/ordenes');
    await expect(page.getByRole('heading', { level: 1, name: 'Órdenes de Servicio' })).toBeVisible();

    // The dialog: customer first, then that customer's vehicle, then the services and quantities.
    await page.getByRole('button', { name: 'Nueva Orden' }).click();
    await expect(dialog(page).getByRole('combobox', { name: 'Vehículo' })).toBeDisabled();
    await expect(dialog(page).getByRole('button', { name: 'Crear Orden' })).toBeDisabled();
    await expect(dialog(page)).toContainText('Debe seleccionar al menos un servicio');
    // The customer is searched by document and chosen with the keyboard.
    const customerSearch = dialog(page).getByRole('combobox', { name: 'Buscar cliente' });
    await customerSearch.fill(s.doc);
    await customerSearch.press('Enter');
    await expect(dialog(page).getByTestId('selected-customer')).toContainText(s.customer);
    await expect(dialog(page).getByRole('combobox', { name: 'Vehículo' })).toBeEnabled();
    await choose(page, 'Vehículo', `${s.plate} - Toyota Corolla`);
    await dialog(page).getByRole('checkbox', { name: s.wash }).click();
    await dialog(page).getByRole('checkbox', { name: s.wax }).click();
    await dialog(page)
      .getByRole('button', { name: `Agregar uno de ${s.wash}` })
      .click();
    await expect(dialog(page).getByLabel(`Cantidad de ${s.wash}`)).toHaveValue('2');
    await expect(dialog(page).getByTestId('order-form-total')).toHaveText('Total: Gs. 135.000');
    await dialog(page).getByLabel('Observaciones').fill('Rayón en la puerta trasera');
    await dialog(page).getByRole('button', { name: 'Crear Orden' }).click();

    // The post-creation dialog.
    await expect(
      dialog(page).getByRole('heading', { name: 'Orden de Trabajo Creada Exitosamente' }),
    ).toBeVisible();
    const numberCell = dialog(page).getByTestId('created-order-number');
    await expect(numberCell).toHaveText(/^#\d+$/);
    const numero = ((await numberCell.textContent()) ?? '').slice(1);
    await expect(dialog(page)).toContainText('Recibido');
    await expect(dialog(page)).toContainText(s.plate);
    await expect(dialog(page)).toContainText('Gs. 135.000');

    // The 80mm receipt: previewed in a same-origin frame 600 px high, printed from that frame.
    await dialog(page).getByRole('button', { name: 'Imprimir Orden' }).click();
    await expect(dialog(page).getByRole('heading', { name: `Imprimir Orden #${numero}` })).toBeVisible();
    const frame = dialog(page).locator('iframe[title="Vista previa de la orden"]');
    await expect(frame).toHaveCSS('height', '600px');
    const receipt = page
      .frameLocator('iframe[title="Vista previa de la orden"]')
      .getByTestId('order-receipt');
    await expect(receipt).toContainText(`ORDEN DE TRABAJO N° ${numero}`);
    await expect(receipt).toContainText(s.customer);
    await expect(receipt).toContainText(`${s.plate} - Toyota Corolla`);
    await expect(receipt).toContainText(s.wax);
    await expect(receipt).toContainText('TOTAL: Gs. 135.000');
    await expect(receipt).toContainText('Documento para control interno. No válido como comprobante fiscal.');
    const pageRule = await frame.evaluate((element: HTMLIFrameElement) =>
      [...(element.contentDocument?.styleSheets ?? [])]
        .flatMap((sheet) => [...sheet.cssRules])
        .map((rule) => rule.cssText)
        .find((text) => text.startsWith('@page')),
    );
    expect(pageRule).toMatch(/size: 80mm \d+mm/);
    await dialog(page).getByRole('button', { name: 'Imprimir', exact: true }).click();
    await expect.poll(prints).toBe(1);
    await dialog(page).getByRole('combobox', { name: 'Tamaño de papel' }).click();
    await page.getByRole('option', { name: 'A4' }).click();
    await expect(frame).toHaveCSS('height', '800px');
    await dialog(page).getByRole('button', { name: 'Cerrar' }).first().click();
    await expect(dialog(page)).toHaveCount(0);

    // Through the wash: Iniciar, Finalizar; then the customer can be told on WhatsApp.
    await page.getByRole('searchbox', { name: 'Buscar órdenes' }).fill(s.plate);
    const card = orderCard(page, numero);
    await expect(card).toContainText('Recibido');
    await expect(card).toContainText('Rayón en la puerta trasera');
    await card.getByRole('button', { name: 'Iniciar' }).click();
    await expect(toast(page).first()).toContainText('Estado actualizado');
    await expect(card).toContainText('En Proceso');
    await card.getByRole('button', { name: 'Finalizar' }).click();
    await expect(card).toContainText('Listo');
    const avisar = card.getByRole('link', { name: 'Avisar' });
    const href = (await avisar.getAttribute('href')) ?? '';
    expect(href.startsWith('https://wa.me/595981123456?text=')).toBe(true);
    expect(new URL(href).searchParams.get('text')).toBe(
      `Hola ${s.customer}, su vehículo ${s.plate} está listo para retirar.`,
    );
    await expect(card.getByRole('button', { name: `Editar orden ${numero}` })).toHaveCount(0);

    // Facturar: the point of sale opens the order's billing dialog with its lines. The operations
    // remote navigates to the POS remote's page through the shared router, without a page load.
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    await card.getByRole('button', { name: 'Facturar' }).click();
    await expect(page).toHaveURL(/\/ventas\?orden=/);
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
    const billing = dialog(page);
    await expect(billing.getByRole('heading', { name: /Punto de Venta/ })).toContainText(`Orden #${numero}`);
    await expect(billing.getByLabel(`Cantidad de ${s.wash}`)).toHaveValue('2');
    await expect(billing.getByLabel('Resumen de la venta')).toContainText('IVA (10%):Gs. 12.273');
    await expect(billing.getByLabel('Resumen de la venta')).toContainText('Total:Gs. 135.000');
    await billing.getByLabel('Marcar orden como entregada después de facturar').check();
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      billing.getByRole('button', { name: 'Guardar e Imprimir' }).click(),
    ]);
    await expect(dialog(page).getByRole('heading', { name: 'Venta Completada Exitosamente' })).toBeVisible();
    const invoiceCell = dialog(page).getByTestId('post-sale-number');
    await expect(invoiceCell).toHaveText(INVOICE_NUMBER);
    const invoice = (await invoiceCell.textContent()) ?? '';
    await expect(popup.getByTestId('invoice-document')).toContainText(`N° ${invoice}`);
    await expect(popup.getByTestId('invoice-document')).toContainText(s.wax);
    await expect(popup.getByTestId('invoice-total')).toHaveText('Gs. 135.000');
    await popup.close();
    await dialog(page).getByRole('button', { name: 'Cerrar' }).first().click();
    await expect(page).toHaveURL(/\/ventas$/);

    // Back on the orders: delivered and billed, with nothing left to bill or delete.
    await page.goto('/ordenes');
    await page.getByRole('searchbox', { name: 'Buscar órdenes' }).fill(`#${numero}`);
    await expect(card).toContainText('Entregado');
    await expect(card).toContainText(`Facturada: ${invoice}`);
    await expect(card.getByRole('button', { name: 'Facturar' })).toHaveCount(0);
    await expect(card.getByRole('button', { name: `Eliminar orden ${numero}` })).toHaveCount(0);

    // The dashboard counts it among today's delivered services.
    await page.goto('/');
    await expect(page.getByRole('group', { name: 'Servicios Realizados' })).toContainText(/[1-9]\d*/);
    await expect(page.getByRole('group', { name: 'Órdenes Activas' })).toContainText(/\d+/);

    expect(await cspViolations()).toEqual([]);
  });

  test('edits an order, deletes one after confirming, and shows a readonly user no write button', async ({
    page,
    browser,
  }) => {
    await signIn(page, '/');
    const s = await seed(page);
    const vehicles = (await (await page.request.get('/api/vehicles')).json()) as {
      id: string;
      placa: string;
      customerId: string;
    }[];
    const car = vehicles.find((v) => v.placa === s.plate);
    const services = (await (await page.request.get('/api/services')).json()) as {
      id: string;
      nombre: string;
    }[];
    const wash = services.find((service) => service.nombre === s.wash);
    const created = await postOk(page, '/api/work-orders', {
      customerId: car?.customerId,
      vehicleId: car?.id,
      items: [{ serviceId: wash?.id, quantity: 1 }],
    });
    const kept = await postOk(page, '/api/work-orders', {
      customerId: car?.customerId,
      vehicleId: car?.id,
      items: [
        { serviceId: wash?.id, quantity: 1 },
        { inventoryItemId: s.productId, quantity: 1 },
      ],
    });
    const list = (await (await page.request.get('/api/work-orders')).json()) as {
      id: string;
      numero: number;
    }[];
    const numero = String(list.find((o) => o.id === created.id)?.numero);
    const keptNumero = String(list.find((o) => o.id === kept.id)?.numero);

    await page.goto('/ordenes');
    await page.getByRole('searchbox', { name: 'Buscar órdenes' }).fill(`#${numero}`);
    await orderCard(page, numero)
      .getByRole('button', { name: `Eliminar orden ${numero}` })
      .click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.getByRole('heading', { name: '¿Eliminar orden de trabajo?' })).toBeVisible();
    await expect(confirm).toContainText('No se puede deshacer.');
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect(toast(page).first()).toContainText('Orden eliminada');
    await expect(orderCard(page, numero)).toHaveCount(0);

    // Editing (recibido): one more service and a note; the server's total follows.
    await page.getByRole('searchbox', { name: 'Buscar órdenes' }).fill(`#${keptNumero}`);
    await orderCard(page, keptNumero)
      .getByRole('button', { name: `Editar orden ${keptNumero}` })
      .click();
    await expect(dialog(page).getByRole('combobox', { name: 'Buscar cliente' })).toBeDisabled();
    await expect(dialog(page).getByTestId('selected-customer')).toContainText(s.customer);
    // The product line the API added has no checkbox: its quantity changes and it is removed by its button.
    await dialog(page)
      .getByRole('button', { name: `Agregar uno de ${s.product}` })
      .click();
    await expect(dialog(page).getByLabel(`Cantidad de ${s.product}`)).toHaveValue('2');
    await dialog(page)
      .getByRole('button', { name: `Eliminar ${s.product}` })
      .click();
    await expect(dialog(page).getByLabel(`Cantidad de ${s.product}`)).toHaveCount(0);
    await dialog(page).getByRole('checkbox', { name: s.wax }).click();
    await dialog(page).getByLabel('Observaciones').fill('Cliente espera en el local');
    await dialog(page).getByRole('button', { name: 'Guardar Cambios' }).click();
    await expect(toast(page).first()).toContainText('Orden actualizada');
    await expect(orderCard(page, keptNumero)).toContainText('Gs. 85.000');
    await expect(orderCard(page, keptNumero)).toContainText('Cliente espera en el local');

    const username = `lectorot${unique()}`.slice(0, 30);
    const user = await page.request.post('/api/users', {
      data: { username, password: 'Lector12345', fullName: 'Lector', role: 'readonly' },
    });
    expect(user.status()).toBe(201);
    const context = await browser.newContext();
    const reader = await context.newPage();
    await reader.goto('/ordenes');
    await fillLogin(reader, username, 'Lector12345');
    await expect(reader.getByRole('heading', { level: 1, name: 'Órdenes de Servicio' })).toBeVisible();
    await reader.getByRole('searchbox', { name: 'Buscar órdenes' }).fill(`#${keptNumero}`);
    const readerCard = orderCard(reader, keptNumero);
    await expect(readerCard.getByRole('button', { name: `Imprimir orden ${keptNumero}` })).toBeVisible();
    await expect(
      readerCard.getByRole('button', { name: `Historial de la orden ${keptNumero}` }),
    ).toBeVisible();
    await expect(readerCard.getByRole('button')).toHaveCount(3);
    await expect(reader.getByRole('button', { name: 'Nueva Orden' })).toHaveCount(0);
    await context.close();
  });
});
