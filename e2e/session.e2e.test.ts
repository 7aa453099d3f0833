import { expect, test } from '@playwright/test';
import { adminCredentials, fillLogin, signIn, toast } from './support/session';

test.describe('session', () => {
  test('logout returns to the login screen', async ({ page }) => {
    await signIn(page, '/clientes');
    await expect(page.getByRole('heading', { level: 1, name: 'Gestión de Clientes' })).toBeVisible();

    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(toast(page)).toContainText('Sesión cerrada');
    await expect(toast(page)).toContainText('Has cerrado sesión exitosamente');
    await expect(page.getByRole('heading', { name: 'Sistema de Gestión para Car Wash' })).toBeVisible();
    await expect(page).toHaveURL('/');

    // The server forgot the session too: a reload stays on the login.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Sistema de Gestión para Car Wash' })).toBeVisible();
  });

  test('after a logout the same login refuses a wrong password, then signs in again', async ({ page }) => {
    const { username, password } = adminCredentials();
    await signIn(page);
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page.getByRole('heading', { name: 'Sistema de Gestión para Car Wash' })).toBeVisible();

    // The shell shows the first screen's login: its checks, and refusals in the shell's one toaster.
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect(page.getByText('El nombre de usuario es requerido')).toBeVisible();
    await fillLogin(page, username, `${password}-incorrecta`);
    await expect(toast(page)).toContainText('Usuario o contraseña incorrectos');
    await expect(page.getByRole('region', { name: /Notificaciones/ })).toHaveCount(1);

    await fillLogin(page, username, password);
    await expect(toast(page)).toContainText('Login exitoso');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test('a 401 in a remote ends the session: toast, then back to the login after 1.5 s', async ({
    page,
    context,
  }) => {
    await signIn(page);
    await context.clearCookies();

    // /usuarios is the admin remote; its GET /api/users now answers 401.
    const unauthorized = page.waitForResponse((r) => r.url().endsWith('/api/users') && r.status() === 401);
    await page
      .getByRole('navigation', { name: 'Navegación principal' })
      .getByRole('link', { name: 'Usuarios' })
      .click();
    // The clock starts when the 401 arrives, before the app starts its 1.5 s timer, so a slow
    // machine can only make the measured delay longer, never shorter.
    await unauthorized;
    const expiredAt = Date.now();
    await expect(toast(page)).toContainText('Sesión expirada');
    await expect(toast(page)).toContainText('Tu sesión ha expirado. Por favor, inicia sesión nuevamente');

    // The toast is the shell's: one Toaster, one store, even though the call came from the remote.
    await expect(page.getByRole('region', { name: /Notificaciones/ })).toHaveCount(1);

    await expect(page.getByRole('heading', { name: 'Sistema de Gestión para Car Wash' })).toBeVisible({
      timeout: 5000,
    });
    expect(Date.now() - expiredAt).toBeGreaterThanOrEqual(1000);
    await expect(page).toHaveURL('/');
  });
});
