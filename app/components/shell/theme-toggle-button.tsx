import { ActionIcon, Box, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import type { ComponentProps } from 'react';

/**
 * The light/dark switch; both icons are rendered and CSS shows the right one, so SSR never
 * flashes. Takes the props and ref a Tooltip wrapping it hands its target.
 */
export function ThemeToggleButton({ onClick, ...props }: ComponentProps<'button'>) {
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: true });
  const next = computed === 'dark' ? 'light' : 'dark';
  return (
    <ActionIcon
      {...props}
      variant="default"
      size="lg"
      aria-label="Toggle color scheme"
      data-testid="theme-toggle"
      onClick={(event) => {
        onClick?.(event);
        setColorScheme(next);
      }}
    >
      <Box component="span" darkHidden aria-hidden lh={0}>
        <IconSun size={18} stroke={1.6} />
      </Box>
      <Box component="span" lightHidden aria-hidden lh={0}>
        <IconMoon size={18} stroke={1.6} />
      </Box>
    </ActionIcon>
  );
}
