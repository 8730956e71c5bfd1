import type { DataTableSortStatus } from 'mantine-datatable';
import type { FilingsSearch } from '#app/lib/search/filings-search-schema.ts';
import {
  FILING_SORT_PARAMS,
  type FilingSort,
  type FilingSortParam,
  type ListSortField,
  sortFieldToParam,
  sortParamToField,
} from '#contract/filings/filing-sort-fields.ts';
import type { SortDirection as ProtoSortDirection } from '#gen/ratefiling/v1/common_pb.ts';

/**
 * The filings sort in its one vocabulary, FilingSort (contract), and the one conversion each way
 * to each place that spells it differently: the URL (kebab-case field), the table (its column
 * accessors are the URL's fields; 'asc' / 'desc'), and the api request (proto enum direction).
 */

/** The sort as the URL spells it. */
export type SortParam = FilingsSearch['sort'];
/** A sort the filings list accepts (every FilingSort field but whole-filing-only ones). */
export type ListSort = FilingSort & { field: ListSortField };

/**
 * SortDirection.ASCENDING and .DESCENDING, checked against the generated enum by type only:
 * importing the enum object would bring its file's api descriptors, and with them the protobuf
 * runtime, into every page that builds a request.
 */
const PROTO_DIRECTION = { ascending: 1, descending: 2 } as const satisfies Record<
  FilingSort['direction'],
  ProtoSortDirection
>;

/** URL → FilingSort. */
export function sortFromParam(sort: SortParam): ListSort {
  return { field: sortParamToField(sort.field), direction: sort.direction };
}

/** FilingSort → URL. */
export function sortToParam(sort: ListSort): SortParam {
  return { field: sortFieldToParam(sort.field), direction: sort.direction };
}

/** FilingSort → the api's Sort message. */
export function sortToRequest(sort: FilingSort): {
  field: FilingSort['field'];
  direction: ProtoSortDirection;
} {
  return { field: sort.field, direction: PROTO_DIRECTION[sort.direction] };
}

function isSortParam(value: string): value is FilingSortParam {
  return (FILING_SORT_PARAMS as readonly string[]).includes(value);
}

/** URL → the table's sort status. */
export function sortToTableStatus<T>(sort: SortParam): DataTableSortStatus<T> {
  return { columnAccessor: sort.field, direction: sort.direction === 'ascending' ? 'asc' : 'desc' };
}

/** The table's sort status → URL; undefined for a column the api does not sort by. */
export function sortFromTableStatus<T>(status: DataTableSortStatus<T>): SortParam | undefined {
  const field = String(status.columnAccessor);
  if (!isSortParam(field)) return undefined;
  return { field, direction: status.direction === 'asc' ? 'ascending' : 'descending' };
}
