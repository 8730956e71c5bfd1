import { NavLink, ScrollArea } from '@mantine/core';
import { Link, useLocation, useRouteContext } from '@tanstack/react-router';
import { roleMayImport } from '#contract/import/filing-upload.ts';
import { navItemsFor } from './nav-items.ts';

/** Sidebar navigation to every protected area; the current area is highlighted. */
export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const pathname = useLocation({ select: (location) => location.pathname });
  const canImport = useRouteContext({
    from: '/_app',
    select: (context) => roleMayImport(context.activeOrganization?.role),
  });
  return (
    <ScrollArea component="nav" aria-label="Main navigation" type="auto" h="100%">
      {navItemsFor({ canImport }).map((item) => {
        const active = pathname === item.to || pathname.startsWith(`${item.to}/`);
        return (
          <NavLink
            key={item.to}
            component={Link}
            to={item.to}
            label={item.label}
            leftSection={<item.icon size={18} stroke={1.6} />}
            active={active}
            aria-current={active ? 'page' : undefined}
            onClick={onNavigate}
          />
        );
      })}
    </ScrollArea>
  );
}
