import { can, type PermissionAction } from '@lavadero/contracts/permissions';
import {
  BarChart3,
  ClipboardList,
  FileCode2,
  Landmark,
  LayoutDashboard,
  type LucideIcon,
  Package,
  Receipt,
  Settings,
  UserCog,
  Users,
  Wrench,
} from 'lucide-react';

/** `permission`: the entry is listed only for roles the permission table lets do it. */
export type NavItem = { title: string; url: string; icon: LucideIcon; permission?: PermissionAction };

/** The sidebar entries, in the order of spec 1 §2 (with issue 19's electronic documents). */
export const NAV_ITEMS: readonly NavItem[] = [
  { title: 'Dashboard', url: '/', icon: LayoutDashboard },
  { title: 'Órdenes de Servicio', url: '/ordenes', icon: ClipboardList },
  { title: 'Clientes', url: '/clientes', icon: Users },
  { title: 'Servicios', url: '/servicios', icon: Wrench },
  { title: 'Inventario', url: '/inventario', icon: Package },
  { title: 'Ventas', url: '/ventas', icon: Receipt },
  { title: 'Caja', url: '/caja', icon: Landmark, permission: 'cashSessions.operate' },
  { title: 'Documentos electrónicos', url: '/documentos-electronicos', icon: FileCode2 },
  { title: 'Reportes', url: '/reportes', icon: BarChart3, permission: 'reports.view' },
  { title: 'Usuarios', url: '/usuarios', icon: UserCog, permission: 'users.manage' },
  { title: 'Configuración', url: '/configuracion', icon: Settings },
];

/**
 * The entries a role sees: a screen whose every call the server would refuse is not offered (spec 1 §6
 * leaves hiding by role open). Configuración stays for all: everyone changes their own password there.
 */
export function navItemsFor(role: string | null | undefined): readonly NavItem[] {
  return NAV_ITEMS.filter((item) => !item.permission || can(role, item.permission));
}

/** '/' is also reachable as '/dashboard'; other entries stay active on their sub-paths. */
export function isNavItemActive(url: string, pathname: string): boolean {
  if (url === '/') return pathname === '/' || pathname === '/dashboard';
  return pathname === url || pathname.startsWith(`${url}/`);
}
