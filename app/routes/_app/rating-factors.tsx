import { createFileRoute } from '@tanstack/react-router';
import { AnalyticsPageSkeleton } from '#app/features/analytics/analytics-page-skeleton.tsx';
import { loadAnalyticsPage } from '#app/features/analytics/load-analytics-page.ts';
import {
  RatingFactorsPage,
  ratingFactorQueries,
} from '#app/features/analytics/rating-factors-page.tsx';
import { filterTitleParts, pageHead } from '#app/lib/page-title.ts';
import { loadRouteData } from '#app/lib/route-data.ts';
import { loaderSearch, useDeclaredSearch } from '#app/lib/search/declared-search.ts';
import {
  multiCarrierSearchSchema,
  ratingFactorsSearchSchema,
} from '#app/lib/search/route-search-schemas.ts';

export const Route = createFileRoute('/_app/rating-factors')({
  validateSearch: ratingFactorsSearchSchema,
  // The top lists load with the page; the benchmark loads in its section (its own states).
  loader: ({ context: { queryClient, rpc }, location, cause }) => {
    const search = loaderSearch(multiCarrierSearchSchema, location);
    return loadRouteData(cause, () =>
      loadAnalyticsPage(queryClient, rpc, search, ratingFactorQueries(rpc, search)),
    );
  },
  pendingComponent: AnalyticsPageSkeleton,
  head: ({ match }) => pageHead(...filterTitleParts(match.search), 'Rating factors'),
  component: Page,
});

function Page() {
  const search = useDeclaredSearch(ratingFactorsSearchSchema, Route.useSearch());
  const navigate = Route.useNavigate();
  return (
    <RatingFactorsPage
      search={search}
      onChange={(patch) => navigate({ search: (prev) => ({ ...prev, ...patch }) })}
    />
  );
}
