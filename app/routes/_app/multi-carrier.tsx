import { createFileRoute } from '@tanstack/react-router';
import { AnalyticsPageSkeleton } from '#app/features/analytics/analytics-page-skeleton.tsx';
import { loadAnalyticsPage } from '#app/features/analytics/load-analytics-page.ts';
import {
  MultiCarrierPage,
  multiCarrierQueries,
} from '#app/features/analytics/multi-carrier-page.tsx';
import { multiCarrierSearchSchema } from '#app/lib/search/route-search-schemas.ts';
import { strictSearch, useStrictSearch } from '#app/lib/search/strict-search.ts';

export const Route = createFileRoute('/_app/multi-carrier')({
  validateSearch: multiCarrierSearchSchema,
  loaderDeps: ({ search }) => strictSearch(multiCarrierSearchSchema, search),
  loader: ({ context: { queryClient, rpc }, deps }) =>
    loadAnalyticsPage(queryClient, rpc, deps, multiCarrierQueries(rpc, deps)),
  pendingComponent: AnalyticsPageSkeleton,
  component: Page,
});

function Page() {
  const search = useStrictSearch(multiCarrierSearchSchema, Route.useSearch());
  const navigate = Route.useNavigate();
  return (
    <MultiCarrierPage
      search={search}
      onChange={(patch) => navigate({ search: (prev) => ({ ...prev, ...patch }) })}
    />
  );
}
