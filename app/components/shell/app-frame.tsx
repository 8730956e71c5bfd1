import { AppShell, Burger, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { CommandPalette } from '#app/components/command-palette/command-palette.tsx';
import { Brand } from './brand.tsx';
import { FrameProvider } from './frame-context.tsx';
import { NavDrawer } from './nav-drawer.tsx';
import { SidebarNav } from './sidebar-nav.tsx';
import { SiteFooter } from './site-footer.tsx';
import { Strip } from './strip.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

/**
 * The signed-in shell: header strip, optional sidebar (from the sm breakpoint; on phones the
 * header's menu button opens the navigation drawer on every page, Home included), body column
 * and footer strip.
 */
export function AppFrame({
  children,
  withSidebar,
  headerActions,
}: {
  children: ReactNode;
  withSidebar: boolean;
  headerActions?: ReactNode;
}) {
  const [mobileOpen, { toggle, close }] = useDisclosure(false);
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={
        withSidebar ? { width: 240, breakpoint: 'sm', collapsed: { mobile: true } } : undefined
      }
      padding={0}
    >
      <AppShell.Header>
        <Strip h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <Burger
                opened={mobileOpen}
                onClick={toggle}
                hiddenFrom="sm"
                size="sm"
                aria-label={mobileOpen ? 'Close navigation' : 'Open navigation'}
                aria-expanded={mobileOpen}
                data-testid="nav-burger"
              />
              <Brand to="/home" />
            </Group>
            <Group gap="sm" wrap="nowrap">
              <CommandPalette />
              {headerActions}
              <ThemeToggle />
            </Group>
          </Group>
        </Strip>
      </AppShell.Header>
      {withSidebar ? (
        <AppShell.Navbar p="xs" visibleFrom="sm">
          <SidebarNav />
        </AppShell.Navbar>
      ) : null}
      <NavDrawer opened={mobileOpen} onClose={close} />
      <AppShell.Main id="main" tabIndex={-1} style={{ display: 'flex', flexDirection: 'column' }}>
        <Strip py="lg" style={{ flex: 1 }}>
          <FrameProvider>{children}</FrameProvider>
        </Strip>
        <SiteFooter />
      </AppShell.Main>
    </AppShell>
  );
}
