import { Stack, Text, UnstyledButton } from '@mantine/core';
import { formatDateTime } from '#app/lib/format/format-date.ts';
import type { HistoryEntry } from './query-history.ts';

/** The user's recent queries in this browser; a click puts one back in the editor. */
export function QueryHistoryList({
  entries,
  onPick,
}: {
  entries: HistoryEntry[];
  onPick: (sql: string) => void;
}) {
  if (entries.length === 0) {
    return (
      <Text size="xs" c="dimmed">
        Queries you run appear here.
      </Text>
    );
  }
  return (
    <Stack gap={4} data-testid="query-history">
      {entries.map((entry) => (
        <UnstyledButton
          key={entry.at + entry.sql}
          onClick={() => onPick(entry.sql)}
          title={entry.sql}
          p={6}
          style={{ borderRadius: 4, border: '1px solid var(--mantine-color-default-border)' }}
        >
          <Text ff="monospace" size="xs" lineClamp={2}>
            {entry.sql}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(new Date(entry.at))}
          </Text>
        </UnstyledButton>
      ))}
    </Stack>
  );
}
