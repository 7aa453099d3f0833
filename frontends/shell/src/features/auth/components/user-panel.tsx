import { SidebarMenu, SidebarMenuButton, SidebarMenuItem } from '@lavadero/ui/components/sidebar-menu';
import { roleLabel } from '@lavadero/ui/lib/roles';
import { Loader2, LogOut } from 'lucide-react';
import { type CurrentUser, displayName } from '../api/current-user';
import { useLogout } from '../api/logout';
import { useLeaveSession } from './session-context';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase() || '?';
}

/** Sidebar footer: who is signed in, with which role, and the logout button. */
export function UserPanel({ user }: { user: CurrentUser }) {
  const logout = useLogout(useLeaveSession());
  const name = displayName(user);

  return (
    <SidebarMenu>
      <SidebarMenuItem>
        <div className="flex items-center gap-2 rounded-md p-2 group-data-[collapsible=icon]:p-0">
          <div
            aria-hidden
            className="flex size-8 shrink-0 items-center justify-center rounded-full bg-sidebar-primary font-semibold text-sidebar-primary-foreground text-xs"
          >
            {initials(name)}
          </div>
          <div className="grid min-w-0 flex-1 text-left text-sm leading-tight group-data-[collapsible=icon]:hidden">
            <span className="truncate font-medium" data-testid="user-name">
              {name}
            </span>
            <span className="truncate text-sidebar-foreground/70 text-xs" data-testid="user-role">
              {roleLabel(user.role)}
            </span>
          </div>
        </div>
      </SidebarMenuItem>
      <SidebarMenuItem>
        <SidebarMenuButton
          tooltip="Cerrar sesión"
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
        >
          {logout.isPending ? <Loader2 className="animate-spin" /> : <LogOut />}
          <span>Cerrar sesión</span>
        </SidebarMenuButton>
      </SidebarMenuItem>
    </SidebarMenu>
  );
}
