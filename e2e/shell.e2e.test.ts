import { expect, test } from '@playwright/test';
import { signIn } from './support/session';

test.describe('shell', { tag: '@ui' }, () => {
  test('Ctrl+B collapses the sidebar to icons and the state is remembered in a cookie', async ({
    page,
    context,
  }) => {
    await signIn(page);
    const sidebar = page.locator('[data-slot="sidebar"][data-state]');
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');

    await page.keyboard.press('Control+b');
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    await expect(sidebar).toHaveAttribute('data-collapsible', 'icon');
    const cookie = (await context.cookies()).find((c) => c.name === 'sidebar_state');
    expect(cookie?.value).toBe('false');
    expect(cookie?.path).toBe('/');
    // max-age 604800 s: 7 days from now, give or take a minute.
    const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(604800 - 60);
    expect(lifetime).toBeLessThanOrEqual(604800 + 1);

    await page.reload();
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');

    await page.keyboard.press('Control+b');
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
    expect((await context.cookies()).find((c) => c.name === 'sidebar_state')?.value).toBe('true');
  });

  test('a collapsed entry shows its tooltip', async ({ page }) => {
    await signIn(page);
    await page.keyboard.press('Control+b');
    await page.getByRole('link', { name: 'Clientes' }).hover();
    await expect(page.getByRole('tooltip', { name: 'Clientes' })).toBeVisible();
    await page.keyboard.press('Control+b');
  });

  test('the theme toggle switches to dark and survives a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await signIn(page);
    const html = page.locator('html');
    await expect(html).not.toHaveClass(/\bdark\b/);

    await page.getByRole('button', { name: 'Cambiar tema' }).click();
    await expect(html).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    await page.reload();
    await expect(page.getByRole('button', { name: 'Cambiar tema' })).toBeVisible();
    await expect(html).toHaveClass(/\bdark\b/);

    await page.getByRole('button', { name: 'Cambiar tema' }).click();
    await expect(html).not.toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });

  test('without a saved theme the operating-system preference decides', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  });

  test('the sidebar footer shows the signed-in user and role', async ({ page }) => {
    await signIn(page);
    await expect(page.getByTestId('user-role')).toHaveText('Administrador');
    await expect(page.getByTestId('user-name')).not.toBeEmpty();
  });

  test('under 768 px the sidebar is a drawer', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await signIn(page);
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Mostrar u ocultar menú' }).click();
    await expect(nav).toBeVisible();
    await nav.getByRole('link', { name: 'Ventas' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Punto de Venta' })).toBeVisible();
    await expect(nav).toBeHidden();
  });
});
