import { expect, test } from '@playwright/test';
import { closeOpenCaja } from './support/sale-seed';
import { signIn } from './support/session';

test.describe('caja', () => {
  test('opens a caja with a counted float, withdraws to the safe, closes it with a difference', async ({
    page,
  }) => {
    await signIn(page, '/caja');
    await expect(page.getByRole('heading', { level: 1, name: 'Caja' })).toBeVisible();
    // A caja left open by an earlier run of this test on the same server is closed first.
    await closeOpenCaja(page);
    await page.reload();

    await page.getByLabel('Gs. 100.000').fill('1');
    await page.getByLabel('Gs. 5.000').fill('2');
    await expect(page.getByTestId('apertura-total')).toContainText('110.000');
    await page.getByRole('button', { name: 'Abrir caja' }).click();
    await expect(page.getByTestId('caja-esperado')).toContainText('110.000');

    await page.getByLabel('Monto').fill('30.000');
    await page.getByLabel('Motivo').fill('A la caja fuerte');
    await page.getByRole('button', { name: 'Registrar movimiento' }).click();
    await expect(page.getByTestId('caja-esperado')).toContainText('80.000');

    await page.getByLabel('Gs. 50.000').fill('1');
    await page.getByLabel('Gs. 20.000').fill('1');
    await expect(page.getByTestId('cierre-total')).toContainText('70.000');
    await page.getByRole('button', { name: 'Cerrar caja' }).click();

    await expect(page.getByRole('button', { name: 'Abrir caja' })).toBeVisible();
    const closed = page.getByTestId('cajas-cerradas').getByRole('row').nth(1);
    await expect(closed).toContainText('80.000');
    await expect(closed).toContainText('70.000');
    await expect(closed).toContainText('10.000');

    // Its events, in the auditor's words.
    await closed.getByRole('button', { name: /^Historial de la caja de / }).click();
    const history = page.getByRole('dialog');
    await expect(history).toContainText('Caja abierta');
    await expect(history).toContainText('Retiro a caja fuerte');
    await expect(history).toContainText('A la caja fuerte');
    await expect(history).toContainText('Caja cerrada (arqueo)');
    await expect(history).toContainText('Gs. -10.000');
    await history.getByRole('button', { name: 'Cerrar' }).first().click();
    await expect(history).toHaveCount(0);
  });
});
