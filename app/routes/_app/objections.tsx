import { createFileRoute } from '@tanstack/react-router';
import { AnalyticsPageSkeleton } from '#app/features/analytics/analytics-page-skeleton.tsx';
import { ObjectionsPage } from '#app/features/objections/objections-page.tsx';
import {
  objectionListQueryOptions,
  objectionSummaryQueryOptions,
} from '#app/features/objections/objections-queries.ts';
import { objectionsSearchSchema } from '#app/features/objections/objections-search.ts';
import { strictSearch, useStrictSearch } from '#app/lib/search/strict-search.ts';

export const Route = createFileRoute('/_app/objections')({
  validateSearch: objectionsSearchSchema,
  loaderDeps: ({ search }) => strictSearch(objectionsSearchSchema, search),
  loader: async ({ context: { queryClient, rpc }, deps }) => {
    await Promise.all([
      queryClient.ensureQueryData(objectionSummaryQueryOptions(rpc, deps)),
      queryClient.ensureQueryData(objectionListQueryOptions(rpc, deps)),
    ]);
  },
  pendingComponent: AnalyticsPageSkeleton,
  component: Page,
});

function Page() {
  const search = useStrictSearch(objectionsSearchSchema, Route.useSearch());
  const navigate = Route.useNavigate();
  return (
    <ObjectionsPage
      search={search}
      onChange={(patch) => navigate({ search: (prev) => ({ ...prev, ...patch }) })}
    />
  );
}
