import { expect, type Page, test } from '@playwright/test';
import { postOk } from './support/api';
import { closeOpenCaja, seedSale } from './support/sale-seed';
import { signIn, toast } from './support/session';

const dialog = (page: Page) => page.getByRole('dialog');

/** The signed-in user's caja, opened afresh with no float. */
async function freshCaja(page: Page) {
  await closeOpenCaja(page);
  return postOk(page, '/api/cash-sessions', { monto: 0 });
}

test.describe('customer accounts', () => {
  test('a credit sale to a customer shows on the card, its payment goes into the open caja and the balance is back to 0', async ({
    page,
  }) => {
    await signIn(page, '/');
    const { service, customer } = await seedSale(page, 'Carlos');
    const caja = await freshCaja(page);

    // The admin gives the customer credit on the card.
    await page.goto('/clientes');
    const card = page.getByRole('article', { name: customer });
    await expect(card.getByTestId('saldo-cuenta')).toHaveText('Gs. 0');
    await card.getByRole('button', { name: 'Límite de crédito' }).click();
    await dialog(page).getByLabel('Límite de crédito').fill('200.000');
    await dialog(page).getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page).first()).toContainText('Límite de crédito guardado');
    await expect(card).toContainText('Límite de crédito: Gs. 200.000');

    // A sale on account from the point of sale.
    await page.goto('/ventas');
    await page.getByRole('button', { name: 'Nueva Venta' }).click();
    const search = dialog(page).getByRole('combobox', { name: 'Buscar cliente' });
    await search.fill(customer);
    await search.press('Enter');
    await expect(dialog(page).getByTestId('selected-customer')).toContainText(customer);
    const items = dialog(page).getByRole('searchbox', { name: 'Buscar servicio, combo o producto' });
    await items.fill(service);
    await items.press('ArrowDown');
    await page.keyboard.press('Enter');
    // The sale's one payment part (the whole total) on the customer's account.
    await dialog(page)
      .getByRole('combobox', { name: 'Medio de Pago' })
      .selectOption({ label: 'Cuenta (crédito)' });
    await dialog(page).getByRole('button', { name: 'Procesar Venta - Gs. 50.000' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Venta Completada Exitosamente' })).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Cerrar' }).first().click();

    // The card owes it; the payment received brings it back to 0.
    await page.goto('/clientes');
    await expect(card.getByTestId('saldo-cuenta')).toHaveText('Gs. 50.000');
    await card.getByRole('button', { name: 'Registrar pago' }).click();
    await expect(dialog(page).getByLabel('Monto')).toHaveValue('50000');
    await dialog(page).getByRole('button', { name: 'Registrar pago' }).click();
    await expect(toast(page).first()).toContainText('Pago registrado');
    await expect(card.getByTestId('saldo-cuenta')).toHaveText('Gs. 0');
    await card.getByRole('button', { name: 'Ver movimientos' }).click();
    const movements = card.getByRole('table', { name: 'Movimientos de la cuenta' });
    await expect(movements).toContainText('Pago recibido');
    await expect(movements).toContainText('Venta a crédito');

    // The cash payment is in the caja's expected cash; the credit sale took none.
    await page.goto('/caja');
    await expect(page.getByTestId('caja-esperado')).toContainText('50.000');
    const closed = await page.request.post(`/api/cash-sessions/${caja.id}/close`, {
      data: { monto: 50_000 },
    });
    expect(closed.status(), await closed.text()).toBe(200);
  });
});
