import type { FilingsRowMode } from '#app/lib/search/filings-search-schema.ts';
import type { SortParam } from './filing-sort.ts';
import type { FilingsFilterSearch } from './filings-request.ts';
import { filingsRouteApi } from './filings-route-api.ts';

/**
 * Every change of the filings view goes through the URL. A filter change returns to page 1;
 * sorting returns to page 1; a page-size change returns to page 1.
 */
export function useFilingsNavigation() {
  const navigate = filingsRouteApi.useNavigate();
  return {
    setFilters: (patch: Partial<FilingsFilterSearch>) =>
      navigate({
        search: (prev) => ({ ...prev, ...patch, pagination: { ...prev.pagination, page: 1 } }),
      }),
    replaceFilters: (filters: FilingsFilterSearch) =>
      navigate({
        search: (prev) => ({
          sort: prev.sort,
          rows: prev.rows,
          pagination: { ...prev.pagination, page: 1 },
          ...filters,
        }),
      }),
    setSort: (sort: SortParam) =>
      navigate({
        search: (prev) => ({
          ...prev,
          sort,
          pagination: { ...prev.pagination, page: 1 },
        }),
      }),
    setRows: (rows: FilingsRowMode) =>
      navigate({
        search: (prev) => ({ ...prev, rows, pagination: { ...prev.pagination, page: 1 } }),
      }),
    setPage: (page: number) =>
      navigate({ search: (prev) => ({ ...prev, pagination: { ...prev.pagination, page } }) }),
    setPageSize: (pageSize: number) =>
      navigate({ search: (prev) => ({ ...prev, pagination: { page: 1, pageSize } }) }),
  };
}
