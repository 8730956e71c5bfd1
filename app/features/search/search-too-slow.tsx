import { Alert } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { readableWarningText } from '#app/components/data-table/readable-colors.ts';

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
      styles={{ title: { color: readableWarningText('yellow') } }}
      title={`The search for “${query}” took too long`}
      data-testid="search-too-slow"
    >
      {message}
    </Alert>
  );
}
