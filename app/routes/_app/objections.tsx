import { createFileRoute } from '@tanstack/react-router';
import { AnalyticsPageSkeleton } from '#app/features/analytics/analytics-page-skeleton.tsx';
import { ObjectionsPage } from '#app/features/objections/objections-page.tsx';
import {
  objectionListQueryOptions,
  objectionSummaryQueryOptions,
} from '#app/features/objections/objections-queries.ts';
import { filterTitleParts, pageHead } from '#app/lib/page-title.ts';
import { loadRouteData } from '#app/lib/route-data.ts';
import { loaderSearch, useDeclaredSearch } from '#app/lib/search/declared-search.ts';
import { objectionsSearchSchema } from '#app/lib/search/objections-search-schema.ts';

export const Route = createFileRoute('/_app/objections')({
  validateSearch: objectionsSearchSchema,
  loader: ({ context: { queryClient, rpc }, location, cause }) => {
    const search = loaderSearch(objectionsSearchSchema, location);
    return loadRouteData(cause, () =>
      Promise.all([
        queryClient.ensureQueryData(objectionSummaryQueryOptions(rpc, search)),
        queryClient.ensureQueryData(objectionListQueryOptions(rpc, search)),
      ]),
    );
  },
  pendingComponent: AnalyticsPageSkeleton,
  head: ({ match }) => pageHead(...filterTitleParts(match.search), 'Objections'),
  component: Page,
});

function Page() {
  const search = useDeclaredSearch(objectionsSearchSchema, Route.useSearch());
  const navigate = Route.useNavigate();
  return (
    <ObjectionsPage
      search={search}
      onChange={(patch) => navigate({ search: (prev) => ({ ...prev, ...patch }) })}
    />
  );
}
