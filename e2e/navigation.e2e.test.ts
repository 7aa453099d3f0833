import { expect, test } from '@playwright/test';
import { watchCspViolations } from './support/csp';
import { signIn } from './support/session';

// Every sidebar entry, in order, and the <h1> its page shows: the remote pages prove each remote loads.
const SIDEBAR = [
  { entry: 'Dashboard', path: '/', title: 'Dashboard' },
  { entry: 'Órdenes de Servicio', path: '/ordenes', title: 'Órdenes de Servicio' },
  { entry: 'Clientes', path: '/clientes', title: 'Gestión de Clientes' },
  { entry: 'Servicios', path: '/servicios', title: 'Gestión de Servicios' },
  { entry: 'Inventario', path: '/inventario', title: 'Control de Inventario' },
  { entry: 'Ventas', path: '/ventas', title: 'Punto de Venta' },
  { entry: 'Caja', path: '/caja', title: 'Caja' },
  { entry: 'Documentos electrónicos', path: '/documentos-electronicos', title: 'Documentos electrónicos' },
  { entry: 'Reportes', path: '/reportes', title: 'Reportes de Negocio' },
  { entry: 'Usuarios', path: '/usuarios', title: 'Gestión de Usuarios' },
  { entry: 'Configuración', path: '/configuracion', title: 'Configuración de la Empresa' },
] as const;

// Routes outside the sidebar, served by the admin remote.
const HIDDEN = [
  { path: '/migrar-datos', title: 'Migración de Datos' },
  { path: '/test-invoice', title: 'Factura de Prueba' },
  { path: '/debug-invoice', title: 'Depuración de Factura' },
  { path: '/dashboard', title: 'Dashboard' },
] as const;

test.describe('navigation', () => {
  test('the sidebar lists every entry in order and each opens its page', async ({ page }) => {
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    // Every screen works under the Content-Security-Policy, with no violation reported.
    const cspViolations = await watchCspViolations(page);
    await signIn(page);

    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    await expect(nav.getByRole('link')).toHaveText(SIDEBAR.map((s) => s.entry));

    for (const { entry, path, title } of SIDEBAR) {
      const link = nav.getByRole('link', { name: entry, exact: true });
      await link.click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(link).toHaveAttribute('data-active', 'true');
      await expect(page.getByText('No se pudo cargar el módulo')).toHaveCount(0);
    }
    expect(pageErrors).toEqual([]);
    expect(await cspViolations()).toEqual([]);
  });

  test('routes outside the sidebar load on a full page load', async ({ page }) => {
    const cspViolations = await watchCspViolations(page);
    await signIn(page);
    for (const { path, title } of HIDDEN) {
      const response = await page.goto(path);
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    }
    expect(await cspViolations()).toEqual([]);
  });

  test('the users page lists the users through the shared client', async ({ page }) => {
    await signIn(page, '/usuarios');
    await expect(page.getByText('Usuarios del Sistema')).toBeVisible();
    for (const column of ['Usuario', 'Rol', 'Estado', 'Último Acceso']) {
      await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('cell', { name: 'Administrador' }).first()).toBeVisible();
  });

  test('a remote page navigates with the shell router', async ({ page }) => {
    await signIn(page, '/reportes');
    await expect(page.getByRole('heading', { level: 1, name: 'Reportes de Negocio' })).toBeVisible();
    // The quick action is rendered by the admin remote; the shared router takes it to another remote's
    // screen without reloading the document.
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    await page.getByRole('link', { name: 'Control de Stock' }).click();
    await expect(page).toHaveURL('/inventario');
    await expect(page.getByRole('heading', { level: 1, name: 'Control de Inventario' })).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
  });

  test('an unknown path shows the 404 page without loading any remote', async ({ page }) => {
    await signIn(page);
    const remoteRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('remoteEntry.js')) remoteRequests.push(request.url());
    });
    await page.goto('/no-existe/para-nada');
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
    await expect(page.getByText('La dirección /no-existe/para-nada no existe en el sistema.')).toBeVisible();
    expect(remoteRequests).toEqual([]);
    await page.getByRole('link', { name: 'Volver al Dashboard' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
