import { createFileRoute } from '@tanstack/react-router';
import { AnalyticsPageSkeleton } from '#app/features/analytics/analytics-page-skeleton.tsx';
import { loadAnalyticsPage } from '#app/features/analytics/load-analytics-page.ts';
import { DoiPage, doiQueries } from '#app/features/doi/doi-page.tsx';
import { multiCarrierSearchSchema } from '#app/lib/search/route-search-schemas.ts';
import { filterValueParamSchema, stateParamSchema } from '#app/lib/search/scalar-param.ts';
import { strictSearch, useStrictSearch } from '#app/lib/search/strict-search.ts';

/** The spec's /doi filters plus the reviewer whose profile is open. */
const doiSearchSchema = multiCarrierSearchSchema.extend({
  reviewer: filterValueParamSchema,
  reviewerState: stateParamSchema,
});

export const Route = createFileRoute('/_app/doi')({
  validateSearch: doiSearchSchema,
  loaderDeps: ({ search }) => strictSearch(doiSearchSchema, search),
  loader: ({ context: { queryClient, rpc }, deps }) =>
    loadAnalyticsPage(queryClient, rpc, deps, doiQueries(rpc, deps)),
  pendingComponent: AnalyticsPageSkeleton,
  component: Page,
});

function Page() {
  const search = useStrictSearch(doiSearchSchema, Route.useSearch());
  const navigate = Route.useNavigate();
  return (
    <DoiPage
      search={search}
      onChange={(patch) => navigate({ search: (prev) => ({ ...prev, ...patch }) })}
    />
  );
}
