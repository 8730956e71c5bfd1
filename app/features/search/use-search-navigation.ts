import type { SearchSearch } from './search-request.ts';
import { searchRouteApi } from './search-route-api.ts';

/** Every change of the search view goes through the URL; anything but paging returns to page 1. */
export function useSearchNavigation() {
  const navigate = searchRouteApi.useNavigate();
  const firstPage = (prev: SearchSearch) => ({ ...prev.pagination, page: 1 });
  return {
    update: (patch: Partial<SearchSearch>, options: { replace?: boolean } = {}) =>
      navigate({
        search: (prev) => ({ ...prev, ...patch, pagination: firstPage(prev) }),
        replace: options.replace,
      }),
    clearFilters: () =>
      navigate({
        search: (prev) => ({
          query: prev.query,
          index: prev.index,
          hasMoreContext: prev.hasMoreContext,
          hasPromotedRecentFilings: prev.hasPromotedRecentFilings,
          pagination: firstPage(prev),
        }),
      }),
    setPage: (page: number) =>
      navigate({ search: (prev) => ({ ...prev, pagination: { ...prev.pagination, page } }) }),
  };
}
