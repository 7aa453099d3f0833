import { expect, test } from '@playwright/test';
import { adminCredentials, fillLogin, signIn } from './support/session';

// The small defects of issue 13 seen on screen, each checked where a person would see it.
test.describe('screen defects (issue 13)', () => {
  test('/usuarios fits a 390 px phone: no sideways scroll, every column readable, "1 usuario"', {
    tag: '@ui',
  }, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, '/usuarios');
    await expect(page.getByRole('heading', { name: 'Gestión de Usuarios' })).toBeVisible();
    // A phone gets one card per user instead of the seven-column table.
    const row = page.getByRole('article', { name: 'admin', exact: true });
    await expect(row).toBeVisible();
    await expect(row.locator('[data-slot="badge"]', { hasText: 'Administrador' })).toBeInViewport();
    await expect(row.locator('[data-slot="badge"]', { hasText: 'Activo' })).toBeInViewport();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // The count reads in the right number ('1 usuario', 'n usuarios'); countOf's unit test covers each case.
    await expect(page.getByText(/^(1 usuario|(?!1 )\d[\d.]* usuarios) en total$/)).toBeVisible();
  });

  test("Cliente General shows no placeholder document ('CI: 0')", { tag: '@ui' }, async ({ page }) => {
    await signIn(page, '/clientes');
    const card = page.locator('[data-slot="card"]').filter({ hasText: 'Cliente General' }).first();
    await expect(card).toBeVisible();
    await expect(card).not.toContainText('CI:');
  });

  test('a remote that fails to load says so in Spanish, with a retry button', async ({ page, baseURL }) => {
    const manifest = (await (await page.request.get('/remotes.json')).json()) as { admin: string };
    await page.route(new URL(manifest.admin, baseURL).href, (route) => route.abort());
    await signIn(page, '/reportes');
    await expect(page.getByText('No se pudo cargar el módulo')).toBeVisible();
    await expect(page.getByText(/La sección «Reportes» no está disponible/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    // The runtime's English, technical message stays in the console.
    await expect(page.getByText(/Federation|Failed to fetch|Error loading/i)).toHaveCount(0);
  });

  test('logout clears what the remotes cached: the next user reads fresh data', async ({ page }) => {
    await signIn(page, '/usuarios');
    await expect(page.getByText(/usuarios? en total/)).toBeVisible();
    // Answers the remotes read through the shell's QueryClient, then logout.
    const cached = () =>
      page.evaluate(
        () => performance.getEntriesByType('resource').filter((e) => e.name.endsWith('/api/users')).length,
      );
    const before = await cached();
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page.getByRole('button', { name: 'Iniciar Sesión' })).toBeVisible();
    // Signed in again on the same page (no reload), and back to the remote's screen through the sidebar:
    // a cache the logout did not clear would show its old answer without asking the server.
    const { username, password } = adminCredentials();
    await fillLogin(page, username, password);
    await page.getByRole('link', { name: 'Usuarios' }).click();
    await expect(page.getByText(/usuarios? en total/)).toBeVisible();
    // Read again from the server, not shown from the previous session's cache.
    expect(await cached()).toBeGreaterThan(before);
  });
});
