import type { DataTableColumn } from 'mantine-datatable';

/** Shared props of a numeric column: right-aligned title and cells. */
export function numericColumn<T>(column: DataTableColumn<T>): DataTableColumn<T> {
  return { textAlign: 'right', ...column };
}
