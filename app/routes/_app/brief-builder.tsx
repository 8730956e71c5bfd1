import { createFileRoute } from '@tanstack/react-router';
import { AnalyticsPageSkeleton } from '#app/features/analytics/analytics-page-skeleton.tsx';
import { BriefBuilderPage } from '#app/features/briefs/brief-builder-page.tsx';
import { briefListQueryOptions } from '#app/features/briefs/brief-queries.ts';
import { pageHead } from '#app/lib/page-title.ts';
import { briefBuilderSearchSchema } from '#app/lib/search/brief-search-schema.ts';

export const Route = createFileRoute('/_app/brief-builder')({
  head: () => pageHead('Brief builder'),
  validateSearch: briefBuilderSearchSchema,
  loader: ({ context: { queryClient, rpc } }) =>
    queryClient.ensureQueryData(briefListQueryOptions(rpc)),
  pendingComponent: AnalyticsPageSkeleton,
  component: Page,
});

function Page() {
  const { brief } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <BriefBuilderPage openId={brief} onOpen={(id) => navigate({ search: { brief: id } })} />;
}
