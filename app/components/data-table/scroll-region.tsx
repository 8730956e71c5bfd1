import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A horizontally scrollable region for a wide table, reachable and scrollable by keyboard
 * (focusable, named), with the table kept at least `minWidth` wide.
 */
export function ScrollRegion({
  label,
  minWidth,
  children,
}: {
  label: string;
  minWidth: number;
  children: ReactNode;
}) {
  return (
    <Box role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
      <Box miw={minWidth}>{children}</Box>
    </Box>
  );
}
