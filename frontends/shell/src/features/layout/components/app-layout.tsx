import { SidebarInset } from '@lavadero/ui/components/sidebar';
import { SidebarProvider } from '@lavadero/ui/components/sidebar-provider';
import type { ReactNode } from 'react';
import { AppHeader } from './app-header';
import { AppSidebar } from './app-sidebar';

/** Sidebar + header around every signed-in screen; `sidebarFooter` shows who is signed in. */
export function AppLayout({ sidebarFooter, children }: { sidebarFooter: ReactNode; children: ReactNode }) {
  return (
    <SidebarProvider>
      <AppSidebar footer={sidebarFooter} />
      <SidebarInset>
        <AppHeader />
        {/* min-w-0: a wide table scrolls inside its card instead of pushing the page past a phone screen. */}
        <div className="min-w-0 flex-1 p-4 md:p-6">{children}</div>
      </SidebarInset>
    </SidebarProvider>
  );
}
