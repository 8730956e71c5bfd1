import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { FilingsPage } from '#app/features/filings/filings-page.tsx';
import { FilingsPageSkeleton } from '#app/features/filings/filings-page-skeleton.tsx';
import {
  filingsListQueryOptions,
  filingsMetadataQueryOptions,
  numberOfFilingsQueryOptions,
} from '#app/features/filings/filings-queries.ts';
import { searchToFilters, searchToListRequest } from '#app/features/filings/filings-request.ts';
import { filterTitleParts, pageHead } from '#app/lib/page-title.ts';
import { loadRouteData } from '#app/lib/route-data.ts';
import { loaderSearch } from '#app/lib/search/declared-search.ts';
import {
  DEFAULT_FILINGS_ROWS,
  DEFAULT_FILINGS_SORT,
  filingsSearchSchema,
} from '#app/lib/search/filings-search-schema.ts';
import { DEFAULT_PAGINATION } from '#app/lib/search/pagination-param.ts';

export const Route = createFileRoute('/_app/filings/')({
  validateSearch: filingsSearchSchema,
  search: {
    middlewares: [
      stripSearchParams({
        sort: DEFAULT_FILINGS_SORT,
        pagination: DEFAULT_PAGINATION,
        rows: DEFAULT_FILINGS_ROWS,
      }),
    ],
  },
  loader: ({ context: { queryClient, rpc }, location, cause }) => {
    const search = loaderSearch(filingsSearchSchema, location);
    const filters = searchToFilters(search);
    return loadRouteData(cause, () =>
      Promise.all([
        queryClient.ensureQueryData(numberOfFilingsQueryOptions(rpc, filters)),
        queryClient.ensureQueryData(
          filingsListQueryOptions(rpc, searchToListRequest(search), search.rows),
        ),
        queryClient.ensureQueryData(filingsMetadataQueryOptions(rpc, filters)),
      ]),
    );
  },
  pendingComponent: FilingsPageSkeleton,
  head: ({ match }) => pageHead(...filterTitleParts(match.search), 'Filings'),
  component: FilingsPage,
});
