import { expect, test } from '@playwright/test';
import { adminCredentials, fillLogin, toast } from './support/session';

test.describe('login', () => {
  test("shows 'Verificando autenticación...' while the session is checked", { tag: '@ui' }, async ({
    page,
  }) => {
    // Hold the session check back so the gate's message can be seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/auth/me', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await expect(page.getByText('Verificando autenticación...')).toBeVisible();
    release();
    await expect(page.getByRole('heading', { name: 'Sistema de Gestión para Car Wash' })).toBeVisible();
  });

  test('validates on submit', { tag: '@ui' }, async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect(page.getByText('El nombre de usuario es requerido')).toBeVisible();
    await expect(page.getByText('La contraseña es requerida')).toBeVisible();
    // A message goes as soon as its field is corrected; the other stays until its own is.
    await page.getByPlaceholder('Ingrese su usuario').fill('cajera');
    await expect(page.getByText('El nombre de usuario es requerido')).toHaveCount(0);
    await expect(page.getByText('La contraseña es requerida')).toBeVisible();
  });

  test('shows and hides the password', { tag: '@ui' }, async ({ page }) => {
    await page.goto('/');
    const password = page.getByPlaceholder('Ingrese su contraseña');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Mostrar contraseña' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Ocultar contraseña' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('rejects a wrong password, then signs in', async ({ page }) => {
    const { username, password } = adminCredentials();
    await page.goto('/');
    await expect(page.getByPlaceholder('Ingrese su usuario')).toBeVisible();

    await fillLogin(page, username, `${password}-incorrecta`);
    await expect(toast(page)).toContainText('Error de autenticación');
    await expect(toast(page)).toContainText('Usuario o contraseña incorrectos');
    // A wrong password is not an expired session: still on the login, no 'Sesión expirada'.
    await expect(page.getByText('Sesión expirada')).toHaveCount(0);

    // The successful sign-in also resets the server's failed-attempt counter.
    await fillLogin(page, username, password);
    await expect(toast(page)).toContainText('Login exitoso');
    await expect(toast(page)).toContainText('Bienvenido,');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });
});
