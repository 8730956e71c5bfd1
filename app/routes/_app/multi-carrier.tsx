import { createFileRoute } from '@tanstack/react-router';
import { AnalyticsPageSkeleton } from '#app/features/analytics/analytics-page-skeleton.tsx';
import { loadAnalyticsPage } from '#app/features/analytics/load-analytics-page.ts';
import {
  MultiCarrierPage,
  multiCarrierQueries,
} from '#app/features/analytics/multi-carrier-page.tsx';
import { filterTitleParts, pageHead } from '#app/lib/page-title.ts';
import { loadRouteData } from '#app/lib/route-data.ts';
import { loaderSearch, useDeclaredSearch } from '#app/lib/search/declared-search.ts';
import {
  DEFAULT_MATRIX_MEASURE,
  multiCarrierPageSearchSchema,
  multiCarrierSearchSchema,
} from '#app/lib/search/route-search-schemas.ts';

export const Route = createFileRoute('/_app/multi-carrier')({
  validateSearch: multiCarrierPageSearchSchema,
  // The table's measure only changes what the loaded figures show: it reloads nothing.
  loader: ({ context: { queryClient, rpc }, location, cause }) => {
    const search = loaderSearch(multiCarrierSearchSchema, location);
    return loadRouteData(cause, () =>
      loadAnalyticsPage(queryClient, rpc, search, multiCarrierQueries(rpc, search)),
    );
  },
  pendingComponent: AnalyticsPageSkeleton,
  head: ({ match }) => pageHead(...filterTitleParts(match.search), 'Multi carrier'),
  component: Page,
});

function Page() {
  const search = useDeclaredSearch(multiCarrierPageSearchSchema, Route.useSearch());
  const navigate = Route.useNavigate();
  return (
    <MultiCarrierPage
      search={search}
      onChange={(patch) => navigate({ search: (prev) => ({ ...prev, ...patch }) })}
      onMeasureChange={(measure) =>
        navigate({
          search: (prev) => ({
            ...prev,
            measure: measure === DEFAULT_MATRIX_MEASURE ? undefined : measure,
          }),
          replace: true,
        })
      }
    />
  );
}
