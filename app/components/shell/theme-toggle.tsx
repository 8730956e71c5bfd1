import { lazy, Suspense } from 'react';
import { ThemeToggleButton } from './theme-toggle-button.tsx';

const ThemeToggleWithTooltip = lazy(async () => ({
  default: (await import('./theme-toggle-with-tooltip.tsx')).ThemeToggleWithTooltip,
}));

/**
 * Switches between light and dark. The tooltip's code (Mantine's Tooltip and the floating-ui
 * positioning it brings) is a chunk of its own, outside the landing page's first download. The
 * server renders the tooltip version; in the browser React keeps that markup and hydrates it once
 * the chunk has arrived. A render before then (only ever client-side) shows the bare button.
 */
export function ThemeToggle() {
  return (
    <Suspense fallback={<ThemeToggleButton />}>
      <ThemeToggleWithTooltip />
    </Suspense>
  );
}
