import { Badge, Table } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A factor level's name as a table cell, the base level (1.000 by definition) marked; `cite`
 * shows where the level was read in the filing's PDF.
 */
export function LevelNameCell({
  level,
  base,
  cite,
}: {
  level: string;
  base: boolean;
  cite?: ReactNode;
}) {
  return (
    <Table.Td>
      {level}
      {base ? (
        <Badge ml="xs" size="xs" variant="light" color="gray">
          base
        </Badge>
      ) : null}
      {cite ? <span style={{ marginLeft: 6 }}>{cite}</span> : null}
    </Table.Td>
  );
}
