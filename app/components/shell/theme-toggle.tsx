import {
  ActionIcon,
  Box,
  Tooltip,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';

/** Switches between light and dark; both icons are rendered and CSS shows the right one, so SSR never flashes. */
export function ThemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: true });
  const next = computed === 'dark' ? 'light' : 'dark';
  return (
    <Tooltip label="Toggle light and dark theme">
      <ActionIcon
        variant="default"
        size="lg"
        aria-label="Toggle color scheme"
        data-testid="theme-toggle"
        onClick={() => setColorScheme(next)}
      >
        <Box component="span" darkHidden aria-hidden lh={0}>
          <IconSun size={18} stroke={1.6} />
        </Box>
        <Box component="span" lightHidden aria-hidden lh={0}>
          <IconMoon size={18} stroke={1.6} />
        </Box>
      </ActionIcon>
    </Tooltip>
  );
}
