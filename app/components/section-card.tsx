import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A bordered card that is a page section, named by its heading (`labelledBy` is the heading's
 * id): charts, tables and profiles sit in one.
 */
export function SectionCard({
  labelledBy,
  testId,
  children,
}: {
  labelledBy: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-labelledby={labelledBy}
      data-testid={testId}
    >
      {children}
    </Paper>
  );
}
