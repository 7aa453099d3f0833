import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { saveCompany } from './support/company-config';
import { signIn } from './support/session';

// WCAG 2.1 AA with axe-core on the main screens and dialogs: any serious or critical violation fails,
// listed with the rule and where it is. Then the keyboard: closing a dialog gives focus back to the
// button that opened it.

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function expectAccessible(page: Page, what: string, include?: string): Promise<void> {
  let axe = new AxeBuilder({ page }).withTags(WCAG_21_AA);
  if (include) axe = axe.include(include);
  const { violations } = await axe.analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} en ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  expect(serious, what).toEqual([]);
}

const SCREENS = [
  { path: '/', title: 'Dashboard' },
  { path: '/ordenes', title: 'Órdenes de Servicio' },
  { path: '/clientes', title: 'Gestión de Clientes' },
  { path: '/servicios', title: 'Gestión de Servicios' },
  { path: '/inventario', title: 'Control de Inventario' },
  { path: '/ventas', title: 'Punto de Venta' },
  { path: '/caja', title: 'Caja' },
  { path: '/reportes', title: 'Reportes de Negocio' },
  { path: '/usuarios', title: 'Gestión de Usuarios' },
  { path: '/configuracion', title: 'Configuración de la Empresa' },
  { path: '/migrar-datos', title: 'Migración de Datos' },
  { path: '/test-invoice', title: 'Factura de Prueba' },
  { path: '/no-existe', title: 'Página no encontrada' },
] as const;

const DIALOGS = [
  { path: '/ventas', opener: 'Nueva Venta' },
  { path: '/ordenes', opener: 'Nueva Orden' },
  { path: '/clientes', opener: 'Nuevo Cliente' },
  { path: '/servicios', opener: 'Nuevo Servicio' },
  { path: '/inventario', opener: 'Nuevo Producto' },
  { path: '/usuarios', opener: 'Nuevo Usuario' },
] as const;

test.describe('accessibility (WCAG 2.1 AA, axe-core)', { tag: '@ui' }, () => {
  test('the login screen', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Iniciar Sesión' })).toBeVisible();
    await expectAccessible(page, 'login');
  });

  test('the main screens', async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, '/');
    for (const { path, title } of SCREENS) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 30_000 });
      // Settled: no skeleton still loading.
      await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0, { timeout: 15_000 });
      await expectAccessible(page, path);
    }
  });

  // 'Esta Semana' scrolls the daily table only late in the week (axe found it on a Sunday); thirty
  // days always do.
  test('the daily sales table of a 30-day period scrolls from the keyboard', async ({ page }) => {
    await signIn(page, '/reportes');
    await page.getByRole('combobox', { name: 'Período' }).click();
    await page.getByRole('option', { name: 'Personalizado' }).click(); // the last 30 days
    const table = page.getByRole('region', { name: 'Tabla de ventas por día' });
    await expect(table.getByRole('row')).toHaveCount(31);
    await expectAccessible(page, '/reportes, últimos 30 días');
    await table.focus();
    await page.keyboard.press('PageDown');
    await expect.poll(() => table.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
  });

  for (const { path, opener } of DIALOGS) {
    test(`the '${opener}' dialog, and focus back on its button after Esc and after 'Cancelar'`, async ({
      page,
    }) => {
      await signIn(page, path);
      // A sale needs the company and a stamp in force.
      await saveCompany(page, 200);
      await page.reload();
      const button = page.getByRole('button', { name: opener, exact: true });
      await button.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expectAccessible(page, opener, '[role="dialog"]');

      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(button).toBeFocused();

      await button.press('Enter');
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Cancelar' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(button).toBeFocused();
    });
  }

  // WCAG 2.3.3: the dialogs (and toasts, menus) animate only for who has not asked for less motion.
  // Every other browser test asks for less (playwright.config.ts), so this one sets both preferences.
  test('a dialog opens without animation when the system asks for less motion', async ({ page }) => {
    await signIn(page, '/clientes');
    const button = page.getByRole('button', { name: 'Nuevo Cliente', exact: true });
    const dialog = page.getByRole('dialog');
    const openingSeconds = async (motion: 'reduce' | 'no-preference') => {
      await page.emulateMedia({ reducedMotion: motion });
      await button.click();
      await expect(dialog).toBeVisible();
      const seconds = await dialog.evaluate((el) =>
        Number.parseFloat(getComputedStyle(el).animationDuration),
      );
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      return seconds;
    };
    expect(await openingSeconds('no-preference')).toBeGreaterThanOrEqual(0.1);
    expect(await openingSeconds('reduce')).toBeLessThan(0.001);
  });

  test("the sale dialog's item grid: every Tab stop shows where the focus is", async ({ page }) => {
    await signIn(page, '/ventas');
    await saveCompany(page, 200);
    await page.reload();
    await page.getByRole('button', { name: 'Nueva Venta' }).click();
    const search = page.getByRole('dialog').getByLabel('Buscar servicio, combo o producto');
    await search.focus();
    // From the search through the tabs and the tiles: none of them may be an invisible stop.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      const shown = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return 'nada enfocado';
        const style = getComputedStyle(el);
        const ring = style.outlineStyle !== 'none' && style.outlineWidth !== '0px';
        const shadow = style.boxShadow !== 'none';
        return ring || shadow ? 'visible' : `${el.tagName.toLowerCase()}[role=${el.getAttribute('role')}]`;
      });
      expect(shown, `Tab ${i + 1}`).toBe('visible');
    }
  });
});
