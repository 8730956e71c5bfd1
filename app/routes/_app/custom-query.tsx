import { createFileRoute } from '@tanstack/react-router';
import { CustomQueryPage } from '#app/features/custom-query/custom-query-page.tsx';
import { customQuerySchemaQueryOptions } from '#app/features/custom-query/custom-query-queries.ts';
import { pageHead } from '#app/lib/page-title.ts';
import { customQuerySearchSchema } from '#app/lib/search/custom-query-search-schema.ts';

export const Route = createFileRoute('/_app/custom-query')({
  validateSearch: customQuerySearchSchema,
  head: () => pageHead('Custom query'),
  loader: ({ context: { queryClient, rpc } }) =>
    queryClient.ensureQueryData(customQuerySchemaQueryOptions(rpc)),
  component: Page,
});

function Page() {
  const { q, sql } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CustomQueryPage
      initialQuestion={q}
      initialSql={sql}
      onShare={(share) => navigate({ search: share, replace: true })}
    />
  );
}
