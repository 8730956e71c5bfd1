import { createFileRoute } from '@tanstack/react-router';
import { AnalyticsPageSkeleton } from '#app/features/analytics/analytics-page-skeleton.tsx';
import { loadAnalyticsPage } from '#app/features/analytics/load-analytics-page.ts';
import {
  MultiCarrierPage,
  multiCarrierQueries,
} from '#app/features/analytics/multi-carrier-page.tsx';
import { filterTitleParts, pageHead } from '#app/lib/page-title.ts';
import { declaredSearch, useDeclaredSearch } from '#app/lib/search/declared-search.ts';
import { multiCarrierSearchSchema } from '#app/lib/search/route-search-schemas.ts';

export const Route = createFileRoute('/_app/multi-carrier')({
  validateSearch: multiCarrierSearchSchema,
  loaderDeps: ({ search }) => declaredSearch(multiCarrierSearchSchema, search),
  loader: ({ context: { queryClient, rpc }, deps }) =>
    loadAnalyticsPage(queryClient, rpc, deps, multiCarrierQueries(rpc, deps)),
  pendingComponent: AnalyticsPageSkeleton,
  head: ({ match }) => pageHead(...filterTitleParts(match.search), 'Multi carrier'),
  component: Page,
});

function Page() {
  const search = useDeclaredSearch(multiCarrierSearchSchema, Route.useSearch());
  const navigate = Route.useNavigate();
  return (
    <MultiCarrierPage
      search={search}
      onChange={(patch) => navigate({ search: (prev) => ({ ...prev, ...patch }) })}
    />
  );
}
