import { describe, expect, it } from 'vitest';
import { isNavItemActive, NAV_ITEMS, navItemsFor } from './nav-items';

describe('sidebar entries', () => {
  it('are the nine of spec 1 §2 and the electronic documents, in order', () => {
    expect(NAV_ITEMS.map((i) => [i.title, i.url])).toEqual([
      ['Dashboard', '/'],
      ['Órdenes de Servicio', '/ordenes'],
      ['Clientes', '/clientes'],
      ['Servicios', '/servicios'],
      ['Inventario', '/inventario'],
      ['Ventas', '/ventas'],
      ['Caja', '/caja'],
      ['Documentos electrónicos', '/documentos-electronicos'],
      ['Reportes', '/reportes'],
      ['Usuarios', '/usuarios'],
      ['Configuración', '/configuracion'],
    ]);
  });

  it('offer Reportes and Usuarios to admins only, as the permission table says', () => {
    const titles = (role: string | null) => navItemsFor(role).map((i) => i.title);
    expect(titles('admin')).toEqual(NAV_ITEMS.map((i) => i.title));
    for (const role of ['user', 'readonly', null]) {
      expect(titles(role)).not.toContain('Usuarios');
      expect(titles(role)).not.toContain('Reportes');
      expect(titles(role)).toContain('Configuración');
    }
    // The caja is the cashier's and the admin's: an auditor reads the API, opens no drawer.
    expect(titles('user')).toEqual(
      NAV_ITEMS.map((i) => i.title).filter((t) => t !== 'Usuarios' && t !== 'Reportes'),
    );
    expect(titles('readonly')).not.toContain('Caja');
  });

  it('highlight Dashboard on / and /dashboard only', () => {
    expect(isNavItemActive('/', '/')).toBe(true);
    expect(isNavItemActive('/', '/dashboard')).toBe(true);
    expect(isNavItemActive('/', '/ventas')).toBe(false);
  });

  it('highlight an entry on its own path and sub-paths, not on look-alikes', () => {
    expect(isNavItemActive('/ventas', '/ventas')).toBe(true);
    expect(isNavItemActive('/ventas', '/ventas/12')).toBe(true);
    expect(isNavItemActive('/ventas', '/ventasx')).toBe(false);
  });
});
