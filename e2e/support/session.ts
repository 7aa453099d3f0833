import { expect, type Page } from '@playwright/test';

/** The administrator the server was started with (ADMIN_USERNAME / ADMIN_PASSWORD on its side). */
export function adminCredentials(): { username: string; password: string } {
  const username = process.env.E2E_ADMIN_USER ?? 'admin';
  const password = process.env.E2E_ADMIN_PASSWORD;
  if (!password)
    throw new Error('Set E2E_ADMIN_PASSWORD (and E2E_ADMIN_USER) to the admin the server was started with');
  return { username, password };
}

/** The visible toast (only one is shown at a time): an item of the 'Notificaciones (F8)' region. */
export function toast(page: Page) {
  return page.getByRole('region', { name: /Notificaciones/ }).getByRole('listitem');
}

/**
 * Closes the toast shown, as a user would before clicking what it covers: a toast pauses its timer
 * while the pointer is over it, so a click on a button beneath it would otherwise wait for ever.
 */
export async function closeToast(page: Page): Promise<void> {
  await toast(page).getByRole('button', { name: 'Cerrar' }).click();
  await expect(toast(page)).toHaveCount(0);
}

export async function fillLogin(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Usuario').fill(username);
  await page.getByPlaceholder('Ingrese su contraseña').fill(password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
}

/** Signs in through the login screen and waits for the shell (its header, visible at any width). */
export async function signIn(page: Page, path = '/'): Promise<void> {
  const { username, password } = adminCredentials();
  await page.goto(path);
  await fillLogin(page, username, password);
  await expect(page.getByRole('button', { name: 'Cambiar tema' })).toBeVisible();
}
