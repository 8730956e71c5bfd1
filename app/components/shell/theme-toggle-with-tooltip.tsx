import { Tooltip } from '@mantine/core';
import { ThemeToggleButton } from './theme-toggle-button.tsx';

/** The theme toggle with its tooltip (loaded lazily by theme-toggle.tsx). */
export function ThemeToggleWithTooltip() {
  return (
    <Tooltip label="Toggle light and dark theme">
      <ThemeToggleButton />
    </Tooltip>
  );
}
