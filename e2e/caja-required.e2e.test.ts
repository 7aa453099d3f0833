import { expect, type Page, test } from '@playwright/test';
import { postOk } from './support/api';
import { seedSale } from './support/sale-seed';
import { fillLogin, signIn } from './support/session';

/** What a sale needs and a cashier of their own (the server is shared). */
async function seed(page: Page) {
  const { tag, service, customer } = await seedSale(page, 'Rosa');
  const cashier = { username: `cajera_${tag}`, fullName: `Caja Obligatoria ${tag}` };
  await postOk(page, '/api/users', { ...cashier, password: 'Cajera12345', role: 'user' });
  return { service, customer, cashier };
}

const dialog = (page: Page) => page.getByRole('dialog');
const SETTING = '/api/cash-settings';

test.describe('caja abierta obligatoria para vender', () => {
  test('the cashier without a caja is told why, opens one and sells; the dashboard shows it to the admin', async ({
    page,
    browser,
  }) => {
    await signIn(page, '/configuracion');
    const s = await seed(page);
    await page.reload();
    const toggle = page.getByRole('switch', { name: 'Caja abierta obligatoria para vender' });
    await expect(toggle).not.toBeChecked();
    await toggle.click();
    await expect(toggle).toBeChecked();
    expect(
      ((await (await page.request.get(SETTING)).json()) as { cajaObligatoria: boolean }).cajaObligatoria,
    ).toBe(true);

    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'es-PY' });
    try {
      const cashier = await context.newPage();
      await cashier.goto('/');
      await fillLogin(cashier, s.cashier.username, 'Cajera12345');
      await expect(cashier.getByRole('button', { name: 'Cambiar tema' })).toBeVisible();

      // Told why before filling the sale in, and offered to open the caja.
      await cashier.goto('/ventas');
      await cashier.getByRole('button', { name: 'Nueva Venta' }).click();
      await expect(dialog(cashier).getByText('Caja abierta obligatoria para vender')).toBeVisible();
      await expect(dialog(cashier).getByRole('searchbox')).toHaveCount(0);
      await dialog(cashier).getByRole('button', { name: 'Abrir caja' }).click();

      await expect(cashier.getByRole('heading', { level: 1, name: 'Caja' })).toBeVisible();
      await cashier.getByLabel('Gs. 100.000').fill('1');
      await cashier.getByRole('button', { name: 'Abrir caja' }).click();
      await expect(cashier.getByTestId('caja-esperado')).toContainText('100.000');

      // With the caja open, the same cashier sells.
      await cashier.goto('/ventas');
      await cashier.getByRole('button', { name: 'Nueva Venta' }).click();
      const search = dialog(cashier).getByRole('combobox', { name: 'Buscar cliente' });
      await search.fill(s.customer);
      await search.press('Enter');
      await expect(dialog(cashier).getByTestId('selected-customer')).toContainText(s.customer);
      const items = dialog(cashier).getByRole('searchbox', { name: 'Buscar servicio, combo o producto' });
      await items.fill(s.service);
      await dialog(cashier)
        .getByRole('button', { name: `Agregar ${s.service}` })
        .click();
      await dialog(cashier).getByRole('button', { name: 'Procesar Venta - Gs. 50.000' }).click();
      await expect(
        dialog(cashier).getByRole('heading', { name: 'Venta Completada Exitosamente' }),
      ).toBeVisible();

      // The admin's dashboard: the cashier's open caja, since when and the cash expected in it.
      await page.goto('/');
      const cajas = page.getByRole('region', { name: 'Cajas' });
      const open = cajas.getByRole('list', { name: 'Cajas abiertas' }).getByRole('listitem').filter({
        hasText: s.cashier.fullName,
      });
      await expect(open).toContainText('Abierta desde');
      await expect(open).toContainText('Gs. 150.000');

      // Closed by the admin with 10.000 missing: the day's closings show the difference.
      const current = (await (await cashier.request.get('/api/cash-sessions/current')).json()) as {
        caja: { id: string };
      };
      await postOk(page, `/api/cash-sessions/${current.caja.id}/close`, { monto: 140_000 });
      await page.reload();
      const closing = page
        .getByRole('region', { name: 'Cajas' })
        .getByRole('list', { name: 'Cierres de hoy' })
        .getByRole('listitem')
        .filter({ hasText: s.cashier.fullName });
      await expect(closing).toContainText('Gs. -10.000');
    } finally {
      await context.close();
      // The other browser tests sell without a caja.
      expect((await page.request.put(SETTING, { data: { cajaObligatoria: false } })).ok()).toBe(true);
    }
  });
});
