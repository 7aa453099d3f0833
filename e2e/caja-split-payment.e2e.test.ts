import { expect, type Page, test } from '@playwright/test';
import { closeOpenCaja, seedSale } from './support/sale-seed';
import { signIn } from './support/session';

const dialog = (page: Page) => page.getByRole('dialog');

test.describe('caja with a split payment', () => {
  test('opens a caja, sells part in cash with change and part by card, withdraws, closes short; the Z report counts each method', async ({
    page,
  }) => {
    await signIn(page, '/caja');
    await closeOpenCaja(page);
    const s = await seedSale(page, 'Rosa');
    await page.reload();
    await page.getByLabel('Gs. 100.000').fill('1');
    await page.getByRole('button', { name: 'Abrir caja' }).click();
    await expect(page.getByTestId('caja-esperado')).toContainText('100.000');

    await page.goto('/ventas');
    await page.getByRole('button', { name: 'Nueva Venta' }).click();
    const search = dialog(page).getByRole('combobox', { name: 'Buscar cliente' });
    await search.fill(s.customer);
    await search.press('Enter');
    await expect(dialog(page).getByTestId('selected-customer')).toContainText(s.customer);
    await dialog(page).getByRole('searchbox', { name: 'Buscar servicio, combo o producto' }).fill(s.service);
    await dialog(page)
      .getByRole('button', { name: `Agregar ${s.service}` })
      .click();

    // One cash part for the whole total by default; part of it goes to a card.
    const process = dialog(page).getByRole('button', { name: 'Procesar Venta - Gs. 50.000' });
    await expect(dialog(page).locator('#sale-pago-0-monto')).toHaveValue('50000');
    await expect(process).toBeEnabled();
    await dialog(page).locator('#sale-pago-0-monto').fill('20000');
    await expect(dialog(page).getByTestId('payment-remaining')).toContainText('Restante: Gs. 30.000');
    await expect(process).toBeDisabled();
    await dialog(page).getByRole('button', { name: 'Agregar medio de pago' }).click();
    await expect(dialog(page).locator('#sale-pago-1-medio')).toHaveValue('tarjeta_credito');
    await expect(dialog(page).locator('#sale-pago-1-monto')).toHaveValue('30000');
    await expect(dialog(page).getByTestId('payment-remaining')).toContainText('Restante: Gs. 0');
    await dialog(page).getByLabel('Monto entregado').fill('50.000');
    await expect(dialog(page).getByTestId('payment-change')).toContainText('Vuelto: Gs. 30.000');
    await expect(process).toBeEnabled();
    await process.click();

    await expect(dialog(page).getByTestId('post-sale-change')).toHaveText('Gs. 30.000');
    const numero = (await dialog(page).getByTestId('post-sale-number').textContent()) ?? '';
    await dialog(page).getByRole('button', { name: 'Cerrar' }).first().click();
    const card = page.getByTestId('sale-card').filter({ hasText: numero });
    await expect(card).toContainText('Efectivo Gs. 20.000');
    await expect(card).toContainText('Tarjeta de Crédito Gs. 30.000');
    await expect(card.getByTestId('sale-change')).toContainText('Vuelto Gs. 30.000');

    // Only the cash part is in the drawer; the card part waits for the terminal's slip.
    await page.goto('/caja');
    await expect(page.getByTestId('caja-esperado')).toContainText('120.000');
    // 50.000 to the safe; then the drawer is counted 10.000 short of the 70.000 expected.
    await page.getByLabel('Monto').fill('50.000');
    await page.getByLabel('Motivo').fill('A la caja fuerte');
    await page.getByRole('button', { name: 'Registrar movimiento' }).click();
    await expect(page.getByTestId('caja-esperado')).toContainText('70.000');
    await page.locator('#cierre-50000').fill('1');
    await page.locator('#cierre-10000').fill('1');
    await page.getByRole('button', { name: 'Cerrar caja' }).click();
    await expect(page.getByRole('button', { name: 'Abrir caja' })).toBeVisible();
    const closed = page.getByTestId('cajas-cerradas').getByRole('row').nth(1);
    await expect(closed).toContainText('70.000');
    await expect(closed).toContainText('60.000');
    await expect(closed).toContainText('-10.000');

    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      closed.getByRole('button', { name: 'A4' }).click(),
    ]);
    const report = popup.getByRole('article', { name: 'Reporte Z' });
    await expect(report).toContainText('Efectivo');
    await expect(report).toContainText('20.000');
    await expect(report).toContainText('Tarjeta de Crédito');
    await expect(report).toContainText('30.000');
    await popup.close();

    // The owner's report by method counts the card part as card.
    await page.goto('/reportes');
    const methods = page.getByRole('region', { name: 'Ventas por Medio de Pago' });
    await expect(methods).toContainText('Tarjeta de Crédito');
    await expect(methods).toContainText('Efectivo');
  });
});
