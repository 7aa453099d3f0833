import { useCurrentUser } from '@lavadero/ui/api/use-current-user';
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupContent,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarRail,
} from '@lavadero/ui/components/sidebar';
import { SidebarMenu, SidebarMenuButton, SidebarMenuItem } from '@lavadero/ui/components/sidebar-menu';
import { useSidebar } from '@lavadero/ui/components/sidebar-provider';
import { Car } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { isNavItemActive, navItemsFor } from './nav-items';

/** Shown in the sidebar footer (spec 1 §1). */
export const DEVELOPER_CREDIT = 'Desarrollado por el equipo de Sistema Lavadero';

export function AppSidebar({ footer }: { footer: ReactNode }) {
  const { pathname } = useLocation();
  const { isMobile, setOpenMobile } = useSidebar();
  const items = navItemsFor(useCurrentUser().data?.role);

  return (
    <Sidebar collapsible="icon">
      <SidebarHeader className="border-sidebar-border border-b">
        <div className="flex items-center gap-2 p-1 group-data-[collapsible=icon]:p-0">
          <div className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-sidebar-primary text-sidebar-primary-foreground">
            <Car className="size-5" />
          </div>
          <div className="grid min-w-0 leading-tight group-data-[collapsible=icon]:hidden">
            <span className="truncate font-semibold text-base">Sistema Lavadero</span>
            <span className="truncate text-sidebar-foreground/70 text-xs">Gestión de Lavadero</span>
          </div>
        </div>
      </SidebarHeader>
      <SidebarContent>
        <SidebarGroup>
          <SidebarGroupLabel>Navegación</SidebarGroupLabel>
          <SidebarGroupContent>
            <nav aria-label="Navegación principal">
              <SidebarMenu>
                {items.map((item) => (
                  <SidebarMenuItem key={item.url}>
                    <SidebarMenuButton
                      asChild
                      isActive={isNavItemActive(item.url, pathname)}
                      tooltip={item.title}
                    >
                      {/* On phones the drawer closes once an entry is chosen. */}
                      <Link to={item.url} onClick={() => isMobile && setOpenMobile(false)}>
                        <item.icon />
                        <span>{item.title}</span>
                      </Link>
                    </SidebarMenuButton>
                  </SidebarMenuItem>
                ))}
              </SidebarMenu>
            </nav>
          </SidebarGroupContent>
        </SidebarGroup>
      </SidebarContent>
      <SidebarFooter>
        {footer}
        <p className="px-2 text-[11px] text-sidebar-foreground/60 leading-snug group-data-[collapsible=icon]:hidden">
          {DEVELOPER_CREDIT}
        </p>
      </SidebarFooter>
      <SidebarRail />
    </Sidebar>
  );
}
