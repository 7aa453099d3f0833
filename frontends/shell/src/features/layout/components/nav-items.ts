import {
  BarChart3,
  ClipboardList,
  FileCode2,
  LayoutDashboard,
  type LucideIcon,
  Package,
  Receipt,
  Settings,
  UserCog,
  Users,
  Wrench,
} from 'lucide-react';

export type NavItem = { title: string; url: string; icon: LucideIcon };

/** The sidebar entries, in the order of spec 1 §2 (with issue 19's electronic documents); listed for every role. */
export const NAV_ITEMS: readonly NavItem[] = [
  { title: 'Dashboard', url: '/', icon: LayoutDashboard },
  { title: 'Órdenes de Servicio', url: '/ordenes', icon: ClipboardList },
  { title: 'Clientes', url: '/clientes', icon: Users },
  { title: 'Servicios', url: '/servicios', icon: Wrench },
  { title: 'Inventario', url: '/inventario', icon: Package },
  { title: 'Ventas', url: '/ventas', icon: Receipt },
  { title: 'Documentos electrónicos', url: '/documentos-electronicos', icon: FileCode2 },
  { title: 'Reportes', url: '/reportes', icon: BarChart3 },
  { title: 'Usuarios', url: '/usuarios', icon: UserCog },
  { title: 'Configuración', url: '/configuracion', icon: Settings },
];

/** '/' is also reachable as '/dashboard'; other entries stay active on their sub-paths. */
export function isNavItemActive(url: string, pathname: string): boolean {
  if (url === '/') return pathname === '/' || pathname === '/dashboard';
  return pathname === url || pathname.startsWith(`${url}/`);
}
