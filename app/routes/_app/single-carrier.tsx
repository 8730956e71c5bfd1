import { createFileRoute } from '@tanstack/react-router';
import { AnalyticsPageSkeleton } from '#app/features/analytics/analytics-page-skeleton.tsx';
import { loadAnalyticsPage } from '#app/features/analytics/load-analytics-page.ts';
import {
  SingleCarrierPage,
  singleCarrierQueries,
} from '#app/features/analytics/single-carrier-page.tsx';
import { filterTitleParts, pageHead } from '#app/lib/page-title.ts';
import { loadRouteData } from '#app/lib/route-data.ts';
import { loaderSearch, useDeclaredSearch } from '#app/lib/search/declared-search.ts';
import { singleCarrierSearchSchema } from '#app/lib/search/route-search-schemas.ts';

export const Route = createFileRoute('/_app/single-carrier')({
  validateSearch: singleCarrierSearchSchema,
  loader: ({ context: { queryClient, rpc }, location, cause }) => {
    const search = loaderSearch(singleCarrierSearchSchema, location);
    return loadRouteData(cause, () =>
      loadAnalyticsPage(queryClient, rpc, search, singleCarrierQueries(rpc, search)),
    );
  },
  pendingComponent: AnalyticsPageSkeleton,
  head: ({ match }) => pageHead(...filterTitleParts(match.search), 'Single carrier'),
  component: Page,
});

function Page() {
  const search = useDeclaredSearch(singleCarrierSearchSchema, Route.useSearch());
  const navigate = Route.useNavigate();
  return (
    <SingleCarrierPage
      search={search}
      onChange={(patch) => navigate({ search: (prev) => ({ ...prev, ...patch }) })}
    />
  );
}
