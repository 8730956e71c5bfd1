import { Table } from '@mantine/core';
import { formatPercentChange } from '#app/lib/format/format-percent.ts';
import { NumericCell, type NumericCellProps } from './numeric-cell.tsx';

/** A right-aligned table cell holding one number (see `NumericCell`). */
export function NumericTd(props: NumericCellProps) {
  return (
    <Table.Td ta="right">
      <NumericCell {...props} />
    </Table.Td>
  );
}

/** A percent change in a table cell: printed with its sign and coloured by it. */
export function PercentChangeCell({ value }: { value: number | undefined }) {
  return <NumericCell text={formatPercentChange(value)} change={value} />;
}

/** A right-aligned table cell holding a percent change (see `PercentChangeCell`). */
export function PercentChangeTd({ value }: { value: number | undefined }) {
  return (
    <Table.Td ta="right">
      <PercentChangeCell value={value} />
    </Table.Td>
  );
}
