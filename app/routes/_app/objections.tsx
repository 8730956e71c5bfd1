import { createFileRoute } from '@tanstack/react-router';
import { AnalyticsPageSkeleton } from '#app/features/analytics/analytics-page-skeleton.tsx';
import { ObjectionsPage } from '#app/features/objections/objections-page.tsx';
import {
  objectionListQueryOptions,
  objectionSummaryQueryOptions,
} from '#app/features/objections/objections-queries.ts';
import { filterTitleParts, pageHead } from '#app/lib/page-title.ts';
import { loadRouteData } from '#app/lib/route-data.ts';
import { declaredSearch, useDeclaredSearch } from '#app/lib/search/declared-search.ts';
import { objectionsSearchSchema } from '#app/lib/search/objections-search-schema.ts';

export const Route = createFileRoute('/_app/objections')({
  validateSearch: objectionsSearchSchema,
  // The words typed in Reviewer and Words are left out of the loader's deps: a change of deps
  // makes the router a new match of this page, which waits for its loader, and typing must not
  // put the page through that on every letter (the page fetches the new letters itself).
  loaderDeps: ({ search }) => {
    const {
      query: _query,
      reviewer: _reviewer,
      ...rest
    } = declaredSearch(objectionsSearchSchema, search);
    return rest;
  },
  loader: ({ context: { queryClient, rpc }, location, cause }) => {
    const search = declaredSearch(objectionsSearchSchema, location.search);
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
