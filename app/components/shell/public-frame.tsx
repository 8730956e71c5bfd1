import { Box, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Brand } from './brand.tsx';
import { SiteFooter } from './site-footer.tsx';
import { Strip } from './strip.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

/** Header strip, body column and footer strip for pages outside the signed-in area. */
export function PublicFrame({
  children,
  actions,
  withThemeToggle = true,
}: {
  children: ReactNode;
  actions?: ReactNode;
  withThemeToggle?: boolean;
}) {
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <Box
        component="header"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <Strip>
          <Group justify="space-between" h={60}>
            <Brand />
            <Group gap="sm">
              {actions}
              {withThemeToggle ? <ThemeToggle /> : null}
            </Group>
          </Group>
        </Strip>
      </Box>
      <Box component="main" id="main" tabIndex={-1} style={{ flex: 1 }}>
        <Strip py="xl">{children}</Strip>
      </Box>
      <SiteFooter />
    </Box>
  );
}
