import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A page's main heading with an optional one-line description and actions. */
export function PageHeader({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Stack gap={4} mb="lg">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {title}
      </Title>
      {description ? (
        <Text c="dimmed" size="sm">
          {description}
        </Text>
      ) : null}
      {children}
    </Stack>
  );
}
