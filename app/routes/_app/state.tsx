import { createFileRoute } from '@tanstack/react-router';
import { AnalyticsPageSkeleton } from '#app/features/analytics/analytics-page-skeleton.tsx';
import { loadAnalyticsPage } from '#app/features/analytics/load-analytics-page.ts';
import { StatePage, stateQueries } from '#app/features/analytics/state-page.tsx';
import { filterTitleParts, pageHead } from '#app/lib/page-title.ts';
import { loadRouteData } from '#app/lib/route-data.ts';
import { loaderSearch, useDeclaredSearch } from '#app/lib/search/declared-search.ts';
import { stateSearchSchema } from '#app/lib/search/route-search-schemas.ts';

export const Route = createFileRoute('/_app/state')({
  validateSearch: stateSearchSchema,
  loader: ({ context: { queryClient, rpc }, location, cause }) => {
    const search = loaderSearch(stateSearchSchema, location);
    return loadRouteData(cause, () =>
      loadAnalyticsPage(queryClient, rpc, search, stateQueries(rpc, search)),
    );
  },
  pendingComponent: AnalyticsPageSkeleton,
  head: ({ match }) => pageHead(...filterTitleParts(match.search), 'State'),
  component: Page,
});

function Page() {
  const search = useDeclaredSearch(stateSearchSchema, Route.useSearch());
  const navigate = Route.useNavigate();
  return (
    <StatePage
      search={search}
      onChange={(patch) => navigate({ search: (prev) => ({ ...prev, ...patch }) })}
    />
  );
}
