import { type MantineSpacing, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './updating-region.module.css';

/**
 * The part of a page whose figures are for an earlier search while the new ones load: dimmed, and
 * marked busy for assistive technology, but still there to read. Its children stack with the
 * page's spacing.
 */
export function UpdatingRegion({
  updating,
  gap = 'md',
  children,
}: {
  updating: boolean;
  gap?: MantineSpacing;
  children: ReactNode;
}) {
  return (
    <Stack
      gap={gap}
      className={classes.region}
      data-updating={updating || undefined}
      aria-busy={updating || undefined}
      data-testid="updating-region"
    >
      {children}
    </Stack>
  );
}
