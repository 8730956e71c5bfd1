import { Alert } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';

/**
 * In place of the results when the server stopped the search at its time limit (ADR 036): the
 * server's message says what to change, and the box, chips, filters and tabs above stay as they
 * were so the user can act on it at once.
 */
export function SearchTooSlow({ query, message }: { query: string; message: string }) {
  return (
    <Alert
      icon={<IconClockExclamation aria-hidden />}
      color="yellow"
      // Mantine's yellow title on the light yellow alert falls under 4.5:1 (axe) in both schemes.
      styles={{
        title: { color: 'light-dark(var(--mantine-color-dark-7), var(--mantine-color-yellow-3))' },
      }}
      title={`The search for “${query}” took too long`}
      data-testid="search-too-slow"
    >
      {message}
    </Alert>
  );
}
