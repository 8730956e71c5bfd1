import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled block of the filing detail page (an h2 landmark region). */
export function DetailSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Paper component="section" aria-labelledby={`${id}-heading`} withBorder radius="md" p="md">
      <Title order={2} fz="lg" mb="sm" id={`${id}-heading`}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}
