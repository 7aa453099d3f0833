import { expect, type Page, test } from '@playwright/test';
import { companyForm } from '../services/command-api/test-support/config-test-kit';
import { postOk, unique } from './support/api';
import { watchCspViolations } from './support/csp';
import { signIn, toast } from './support/session';

// The server is shared with the other e2e files: every name here carries a unique token.
const INVOICE_NUMBER = /^001-002-\d{7}$/;

/** A company with a stamp valid until 2099, one service, one product in stock, a local and a tourist. */
async function seed(page: Page) {
  const tag = unique();
  const config = await page.request.put('/api/company-config', { data: companyForm });
  expect(config.ok(), await config.text()).toBe(true);
  const service = `Lavado ${tag}`;
  const product = `Cera ${tag}`;
  await postOk(page, '/api/services', { nombre: service, precio: 50_000 });
  const productId = (
    await postOk(page, '/api/inventory', {
      nombre: product,
      categoria: 'Limpieza',
      precio: 35_000,
      stockActual: 5,
    })
  ).id;
  const local = `María ${tag}`;
  const tourist = `John ${tag}`;
  const doc = String(Date.now()).slice(-7);
  const person = { email: '', telefono: '', direccion: '', pais: '', pasaporte: '', fechaIngreso: '' };
  await postOk(page, '/api/customers', {
    ...person,
    nombre: local,
    docTipo: 'CI',
    docNumero: doc,
    regimenTurismo: false,
  });
  await postOk(page, '/api/customers', {
    ...person,
    nombre: tourist,
    docTipo: 'Pasaporte',
    docNumero: `X${doc}`,
    pasaporte: `X${doc}`,
    pais: 'Estados Unidos',
    fechaIngreso: '2026-11-18',
    regimenTurismo: true,
  });
  return { service, product, productId, local, tourist };
}

const dialog = (page: Page) => page.getByRole('dialog');
/** A toast shown while a modal dialog is open: the dialog hides it from the accessibility tree. */
const toastBehindDialog = (page: Page) =>
  page
    .getByRole('region', { name: /Notificaciones/, includeHidden: true })
    .getByRole('listitem', { includeHidden: true });
const saleCard = (page: Page, numero: string) => page.getByTestId('sale-card').filter({ hasText: numero });

async function stockOf(page: Page, productId: string): Promise<number> {
  const items = (await (await page.request.get('/api/inventory')).json()) as {
    id: string;
    stockActual: number;
  }[];
  return items.find((item) => item.id === productId)?.stockActual ?? Number.NaN;
}

/**
 * Picks the customer and adds the lines with the keyboard only, as a cashier would: one search finds
 * a service or a product (opening its tab), arrow down reaches its tile, Enter adds it.
 */
async function fillSale(page: Page, customer: string, lines: string[]) {
  await page.getByRole('button', { name: 'Nueva Venta' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Nueva Venta' })).toBeVisible();
  const search = dialog(page).getByRole('combobox', { name: 'Buscar cliente' });
  await search.fill(customer);
  await search.press('Enter');
  await expect(dialog(page).getByTestId('selected-customer')).toContainText(customer);
  const items = dialog(page).getByRole('searchbox', { name: 'Buscar servicio, combo o producto' });
  for (const line of lines) {
    await items.fill(line);
    await items.press('ArrowDown');
    await expect(dialog(page).getByRole('button', { name: `Agregar ${line}` })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog(page).getByLabel(`Cantidad de ${line}`)).toHaveValue('1');
  }
}

test.describe('point of sale', () => {
  test('sells from the dialog, prints the invoice, shows its history, voids it; a tourist pays no IVA and is corrected within 24 h; a late sale cannot be changed', async ({
    page,
  }) => {
    const cspViolations = await watchCspViolations(page);
    await signIn(page, '/');
    const s = await seed(page);
    await page.goto('/ventas');
    await expect(page.getByRole('heading', { level: 1, name: 'Punto de Venta' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Nueva Venta' })).toBeEnabled();

    // A local customer: one service and two units of the product, IVA included.
    await fillSale(page, s.local, [s.service, s.product]);
    await dialog(page)
      .getByRole('button', { name: `Agregar uno de ${s.product}` })
      .click();
    await expect(dialog(page).getByLabel(`Cantidad de ${s.product}`)).toHaveValue('2');
    const summary = dialog(page).getByLabel('Resumen de la venta');
    await expect(summary).toContainText('IVA (10%):Gs. 10.909');
    await expect(summary).toContainText('Total:Gs. 120.000');
    await dialog(page).getByRole('button', { name: 'Procesar Venta - Gs. 120.000' }).click();

    await expect(dialog(page).getByRole('heading', { name: 'Venta Completada Exitosamente' })).toBeVisible();
    await expect(toastBehindDialog(page).first()).toContainText('Venta registrada');
    const numberCell = dialog(page).getByTestId('post-sale-number');
    await expect(numberCell).toHaveText(INVOICE_NUMBER);
    const numero = (await numberCell.textContent()) ?? '';
    expect(await stockOf(page, s.productId)).toBe(3);

    // The A4 print window: same origin, the shared renderer, the words of the total.
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      dialog(page).getByRole('button', { name: 'Imprimir', exact: true }).click(),
    ]);
    const printed = popup.getByTestId('invoice-document');
    await expect(printed).toContainText(`N° ${numero}`);
    await expect(printed).toContainText('RUC: 80028061-0');
    await expect(printed).toContainText('Timbrado N°: 12345678');
    await expect(popup.getByTestId('invoice-words')).toHaveText('Son: CIENTO VEINTE MIL GUARANÍES');
    await expect(popup.getByTestId('invoice-total')).toHaveText('Gs. 120.000');
    await popup.close();
    await dialog(page).getByRole('button', { name: 'Cerrar' }).first().click();

    // The card, the viewer and its history.
    const card = saleCard(page, numero);
    await expect(card).toContainText(s.local);
    await expect(card).toContainText('Total:Gs. 120.000');
    await card.getByRole('button', { name: 'Ver' }).click();
    await expect(dialog(page).getByTestId('invoice-document')).toContainText(s.product);
    await dialog(page).getByRole('tab', { name: 'Historial' }).click();
    await expect(dialog(page).getByLabel('Historial de la factura')).toContainText('Factura emitida');
    await dialog(page).getByRole('button', { name: 'Cerrar' }).first().click();
    await expect(dialog(page)).toHaveCount(0);

    // Void: the number stays, the card says ANULADA, the stock comes back.
    await card.getByRole('button', { name: `Eliminar ${numero}` }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.getByRole('heading', { name: 'Confirmar Eliminación' })).toBeVisible();
    await expect(confirm).toContainText(
      'Solo se permite dentro de las primeras 24 horas por cumplimiento fiscal.',
    );
    await confirm.getByRole('button', { name: 'Eliminar Factura' }).click();
    await expect(toast(page).first()).toContainText('Factura eliminada');
    await expect(card).toContainText('ANULADA');
    await expect(card.getByRole('button', { name: `Eliminar ${numero}` })).toHaveCount(0);
    expect(await stockOf(page, s.productId)).toBe(5);

    // A tourist: exempt, marked on the card.
    await fillSale(page, s.tourist, [s.service]);
    await expect(dialog(page).getByLabel('Resumen de la venta')).toContainText('Exento IVA (Turismo):Gs. 0');
    await dialog(page).getByRole('button', { name: 'Procesar Venta - Gs. 50.000' }).click();
    await expect(dialog(page).getByTestId('post-sale-number')).toHaveText(INVOICE_NUMBER);
    const touristNumero = (await dialog(page).getByTestId('post-sale-number').textContent()) ?? '';
    await dialog(page).getByRole('button', { name: 'Cerrar' }).first().click();
    const touristCard = saleCard(page, touristNumero);
    await expect(touristCard).toContainText('Turismo');
    await expect(touristCard).not.toContainText('IVA:');
    await expect(touristCard.getByRole('button', { name: `Editar ${touristNumero}` })).toBeVisible();

    // A correction within 24 h: the payment method changes, the number stays.
    await touristCard.getByRole('button', { name: `Editar ${touristNumero}` }).click();
    await dialog(page).getByRole('combobox', { name: 'Medio de Pago' }).click();
    await page.getByRole('option', { name: 'Transferencia', exact: true }).click();
    await dialog(page).getByRole('button', { name: 'Guardar Cambios' }).click();
    await expect(toast(page).first()).toContainText('Factura actualizada');
    await expect(touristCard).toContainText('Transferencia');

    // ... and its lines: two units of the product added, priced again by the server; the number stays.
    await touristCard.getByRole('button', { name: `Editar ${touristNumero}` }).click();
    await expect(dialog(page).getByLabel(`Cantidad de ${s.service}`)).toHaveValue('1');
    await dialog(page).getByRole('tab', { name: 'Productos' }).click();
    await dialog(page)
      .getByRole('button', { name: `Agregar ${s.product}` })
      .click();
    await dialog(page)
      .getByRole('button', { name: `Agregar uno de ${s.product}` })
      .click();
    await expect(dialog(page).getByLabel('Resumen de la venta')).toContainText('Total:Gs. 120.000');
    await dialog(page).getByRole('button', { name: 'Guardar Cambios - Gs. 120.000' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(touristCard).toContainText('Total:Gs. 120.000');
    await expect(touristCard).toHaveCount(1);
    expect(await stockOf(page, s.productId)).toBe(3);

    // The dashboard: today's sale among 'Ventas Recientes', its service among the popular ones.
    await page.goto('/');
    const recent = page.getByRole('region', { name: 'Ventas Recientes' });
    await expect(recent).toContainText(touristNumero);
    await expect(recent).toContainText('Total del día');
    await expect(recent).not.toContainText(numero); // voided: out of every total
    await expect(page.getByRole('region', { name: 'Servicios Populares' })).toContainText(s.service);
    await expect(page.getByRole('group', { name: 'Ventas de Hoy' })).toContainText('Gs.');
    await page.goto('/ventas');

    // 25 hours later (the browser's clock): no edit or delete, and the admin reads why. The server
    // refuses the same on its own clock (FISCAL_COMPLIANCE_VIOLATION, covered in sales.int.test.ts).
    await page.clock.setFixedTime(new Date(Date.now() + 25 * 3_600_000));
    await page.reload();
    await expect(touristCard).toContainText('Factura creada hace 25h (máximo 24h para modificaciones)');
    await expect(touristCard.getByRole('button', { name: `Editar ${touristNumero}` })).toHaveCount(0);
    await expect(touristCard.getByRole('button', { name: `Eliminar ${touristNumero}` })).toHaveCount(0);

    expect(await cspViolations()).toEqual([]);
  });
});
