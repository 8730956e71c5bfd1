import { Badge, Table } from '@mantine/core';

/** A factor level's name as a table cell, the base level (1.000 by definition) marked. */
export function LevelNameCell({ level, base }: { level: string; base: boolean }) {
  return (
    <Table.Td>
      {level}
      {base ? (
        <Badge ml="xs" size="xs" variant="light" color="gray">
          base
        </Badge>
      ) : null}
    </Table.Td>
  );
}
