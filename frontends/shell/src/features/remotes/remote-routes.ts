import type { RemoteName } from '@lavadero/ui/federation/shared';

export type RemoteRoute = {
  path: string;
  remote: RemoteName;
  /** The remote's exposed module (its `exposes` key without './'); its default export is the page. */
  module: string;
  /** How the screen is called in messages about it. */
  label: string;
};

/**
 * Which remote serves which route. Static on purpose: the router knows every path without loading any
 * remote, so an unknown path shows the 404 at once; only where each remote lives is read at run time.
 */
export const REMOTE_ROUTES: readonly RemoteRoute[] = [
  { path: '/ventas', remote: 'pos', module: 'ventas-page', label: 'Ventas' },
  { path: '/caja', remote: 'pos', module: 'caja-page', label: 'Caja' },
  { path: '/ordenes', remote: 'operations', module: 'ordenes-page', label: 'Órdenes de Servicio' },
  { path: '/clientes', remote: 'operations', module: 'clientes-page', label: 'Clientes' },
  { path: '/servicios', remote: 'operations', module: 'servicios-page', label: 'Servicios' },
  { path: '/inventario', remote: 'operations', module: 'inventario-page', label: 'Inventario' },
  { path: '/usuarios', remote: 'admin', module: 'usuarios-page', label: 'Usuarios' },
  { path: '/configuracion', remote: 'admin', module: 'configuracion-page', label: 'Configuración' },
  { path: '/reportes', remote: 'admin', module: 'reportes-page', label: 'Reportes' },
  {
    path: '/documentos-electronicos',
    remote: 'admin',
    module: 'documentos-electronicos-page',
    label: 'Documentos electrónicos',
  },
  { path: '/migrar-datos', remote: 'admin', module: 'migrar-datos-page', label: 'Migración de Datos' },
  { path: '/test-invoice', remote: 'admin', module: 'test-invoice-page', label: 'Factura de Prueba' },
  { path: '/debug-invoice', remote: 'admin', module: 'debug-invoice-page', label: 'Depuración de Factura' },
];
