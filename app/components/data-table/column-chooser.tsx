import { Button, Checkbox, Group, Popover, Stack, Text } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';

/**
 * "Columns": a checkbox per column to show or hide it (at least one stays), and "Reset" back to
 * the table's defaults. The key column cannot be hidden.
 */
export function ColumnChooser({
  columns,
  visible,
  locked = [],
  onChange,
  onReset,
}: {
  columns: readonly { key: string; title: string }[];
  visible: readonly string[];
  locked?: readonly string[];
  onChange: (visible: string[]) => void;
  onReset: () => void;
}) {
  const toggle = (key: string, on: boolean) => {
    const next = columns
      .map((c) => c.key)
      .filter((k) => (k === key ? on : visible.includes(k) || locked.includes(k)));
    onChange(next);
  };
  return (
    <Popover position="bottom-end" width={260} shadow="md" trapFocus>
      <Popover.Target>
        <Button variant="default" size="xs" leftSection={<IconColumns size={16} aria-hidden />}>
          Columns ({visible.length})
        </Button>
      </Popover.Target>
      <Popover.Dropdown data-testid="column-chooser">
        <Stack gap={6}>
          <Text size="xs" c="dimmed">
            Shown columns, remembered for you in this browser.
          </Text>
          {columns.map((c) => (
            <Checkbox
              key={c.key}
              size="xs"
              label={c.title}
              checked={visible.includes(c.key) || locked.includes(c.key)}
              disabled={locked.includes(c.key)}
              onChange={(event) => toggle(c.key, event.currentTarget.checked)}
            />
          ))}
          <Group justify="flex-end">
            <Button variant="subtle" size="xs" onClick={onReset}>
              Reset to defaults
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
