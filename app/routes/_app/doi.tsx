import { createFileRoute } from '@tanstack/react-router';
import { AnalyticsPageSkeleton } from '#app/features/analytics/analytics-page-skeleton.tsx';
import { loadAnalyticsPage } from '#app/features/analytics/load-analytics-page.ts';
import { DoiPage, doiQueries } from '#app/features/doi/doi-page.tsx';
import { filterTitleParts, pageHead } from '#app/lib/page-title.ts';
import { loadRouteData } from '#app/lib/route-data.ts';
import { loaderSearch, useDeclaredSearch } from '#app/lib/search/declared-search.ts';
import { doiSearchSchema } from '#app/lib/search/route-search-schemas.ts';

export const Route = createFileRoute('/_app/doi')({
  validateSearch: doiSearchSchema,
  loader: ({ context: { queryClient, rpc }, location, cause }) => {
    const search = loaderSearch(doiSearchSchema, location);
    return loadRouteData(cause, () =>
      loadAnalyticsPage(queryClient, rpc, search, doiQueries(rpc, search)),
    );
  },
  pendingComponent: AnalyticsPageSkeleton,
  head: ({ match }) =>
    pageHead(match.search.reviewer, ...filterTitleParts(match.search), 'DOI reviewers'),
  component: Page,
});

function Page() {
  const search = useDeclaredSearch(doiSearchSchema, Route.useSearch());
  const navigate = Route.useNavigate();
  return (
    <DoiPage
      search={search}
      onChange={(patch) => navigate({ search: (prev) => ({ ...prev, ...patch }) })}
    />
  );
}
