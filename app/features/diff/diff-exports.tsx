import { Button, Group, Text } from '@mantine/core';
import { IconDownload, IconFileText } from '@tabler/icons-react';
import { downloadBlob } from '#app/features/filings/download-url.ts';

/**
 * The comparison's downloads: CSV (one figure per row, raw numbers) and Markdown laid out like a
 * brief's sections, to paste into a brief or a memo.
 */
export function DiffExports({
  name,
  csv,
  markdown,
}: {
  name: string;
  csv: string;
  markdown: string;
}) {
  if (!csv && !markdown) return null;
  return (
    <Group gap="sm" justify="flex-end" data-testid="diff-exports">
      <Text size="xs" c="dimmed">
        Every level and figure of this comparison:
      </Text>
      {csv ? (
        <Button
          size="xs"
          variant="default"
          leftSection={<IconDownload size={14} />}
          onClick={() =>
            downloadBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), `${name}.csv`)
          }
        >
          Export CSV
        </Button>
      ) : null}
      {markdown ? (
        <Button
          size="xs"
          variant="default"
          leftSection={<IconFileText size={14} />}
          onClick={() =>
            downloadBlob(
              new Blob([markdown], { type: 'text/markdown;charset=utf-8' }),
              `${name}.md`,
            )
          }
        >
          Markdown for a brief
        </Button>
      ) : null}
    </Group>
  );
}
