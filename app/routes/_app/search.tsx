import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { SearchPage } from '#app/features/search/search-page.tsx';
import { SearchPageSkeleton } from '#app/features/search/search-page-skeleton.tsx';
import {
  searchFilterChoicesQueryOptions,
  searchQueryOptions,
} from '#app/features/search/search-queries.ts';
import { nameChoicesOf, searchToRequest } from '#app/features/search/search-request.ts';
import { pageHead } from '#app/lib/page-title.ts';
import { loadRouteData } from '#app/lib/route-data.ts';
import { loaderSearch } from '#app/lib/search/declared-search.ts';
import { DEFAULT_PAGINATION } from '#app/lib/search/pagination-param.ts';
import { searchSearchSchema } from '#app/lib/search/route-search-schemas.ts';

export const Route = createFileRoute('/_app/search')({
  validateSearch: searchSearchSchema,
  search: { middlewares: [stripSearchParams({ index: 'all', pagination: DEFAULT_PAGINATION })] },
  loader: ({ context: { queryClient, rpc }, location, cause }) => {
    const search = loaderSearch(searchSearchSchema, location);
    return loadRouteData(cause, async () => {
      // The choices name the states, carriers and lines a query may hold ("wildfire Texas").
      const choices = search.query
        ? await queryClient
            .ensureQueryData(searchFilterChoicesQueryOptions(rpc))
            .then(nameChoicesOf, () => undefined)
        : undefined;
      if (!search.query) void queryClient.prefetchQuery(searchFilterChoicesQueryOptions(rpc));
      await queryClient.ensureQueryData(searchQueryOptions(rpc, searchToRequest(search, choices)));
    });
  },
  pendingComponent: SearchPageSkeleton,
  head: ({ match }) =>
    pageHead(match.search.query ? `“${match.search.query.trim()}”` : undefined, 'Search'),
  component: SearchPage,
});
