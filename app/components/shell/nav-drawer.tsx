import { Drawer } from '@mantine/core';
import { Brand } from './brand.tsx';
import { SidebarNav } from './sidebar-nav.tsx';

/**
 * The navigation on phones: a drawer from the left with every area (the header's menu button
 * opens it, a choice or Esc closes it). Closed, nothing of it is in the page.
 */
export function NavDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      size={280}
      padding="xs"
      title={<Brand to="/home" />}
      closeButtonProps={{ 'aria-label': 'Close navigation' }}
      hiddenFrom="sm"
      data-testid="nav-drawer"
    >
      <SidebarNav onNavigate={onClose} />
    </Drawer>
  );
}
