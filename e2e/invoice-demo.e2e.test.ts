import { expect, test } from '@playwright/test';
import { watchCspViolations } from './support/csp';
import { signIn } from './support/session';

// The demo and debug invoices go through the renderer every real invoice uses (libs/ui InvoiceDocument).
test.describe('demo and debug invoices', () => {
  test('/test-invoice shows the sample Paraguayan invoice and prints it through the POS window', {
    tag: '@ui',
  }, async ({ page }) => {
    const cspViolations = await watchCspViolations(page);
    await signIn(page, '/test-invoice');
    await expect(page.getByRole('heading', { level: 1, name: 'Factura de Prueba' })).toBeVisible();
    const invoice = page.getByTestId('invoice-document');
    for (const text of [
      'Lavadero Express',
      'Lavadero Express S.R.L.',
      'RUC: 80012345-0',
      'Av. Mariscal López 1234',
      'Asunción - Paraguay',
      'Tel: (021) 123-456',
      'Timbrado N°: 12345678',
      'al 31/12/2026',
      'Establecimiento: 001 - Punto de expedición: 001',
      'N° 001-001-0000123',
      'Exentas',
      '5%',
      '10%',
      'Subtotales',
      'Liquidación del IVA:',
      'Condición de venta: Contado - Efectivo',
    ]) {
      await expect(invoice).toContainText(text);
    }
    // 50.000 + 80.000 + 2 × 15.000 = 160.000, IVA 10 % included: 160.000 / 11 = 14.545.
    await expect(page.getByTestId('invoice-total')).toHaveText('Gs. 160.000');
    await expect(invoice).toContainText('Total IVA: 14.545');
    await expect(page.getByTestId('invoice-words')).toHaveText('Son: CIENTO SESENTA MIL GUARANÍES');
    await expect(page.getByTestId('invoice-legal')).toContainText('Ley N° 6380/2019');
    await expect(page.getByTestId('invoice-legal')).toContainText('Decreto N° 6539/2005');

    await page.getByLabel('Forma de pago').click();
    await page.getByRole('option', { name: 'Cuenta', exact: true }).click();
    await expect(invoice).toContainText('Condición de venta: Crédito - Cuenta');

    await page.evaluate(() => {
      // The test cannot answer the print dialog: the window opens, the dialog is skipped.
      window.print = () => {};
    });
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Imprimir' }).click(),
    ]);
    await expect(popup.getByTestId('invoice-total')).toHaveText('Gs. 160.000');
    await expect(popup.getByTestId('invoice-legal')).toBeVisible();
    expect(await cspViolations()).toEqual([]);
  });

  test('/debug-invoice opens the generated invoice HTML in a new window and shows it', {
    tag: '@ui',
  }, async ({ page }) => {
    const cspViolations = await watchCspViolations(page);
    await signIn(page, '/debug-invoice');
    await expect(page.getByRole('heading', { level: 1, name: 'Depuración de Factura' })).toBeVisible();
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Generar y abrir factura' }).click(),
    ]);
    await expect(popup).toHaveTitle('Factura 001-001-0000123');
    await expect(popup.getByTestId('invoice-words')).toHaveText('Son: CIENTO SESENTA MIL GUARANÍES');
    await expect(page.getByTestId('invoice-html')).toContainText('data-testid="invoice-document"');
    await expect(page.getByTestId('invoice-html')).toContainText('Lavadero Express S.R.L.');
    expect(await cspViolations()).toEqual([]);
  });
});
