import { createFileRoute } from '@tanstack/react-router';
import { DiffPage } from '#app/features/diff/diff-page.tsx';
import { pageHead } from '#app/lib/page-title.ts';
import { useDeclaredSearch } from '#app/lib/search/declared-search.ts';
import { diffSearchSchema } from '#app/lib/search/diff-search-schema.ts';

export const Route = createFileRoute('/_app/diff')({
  validateSearch: diffSearchSchema,
  head: ({ match }) =>
    pageHead(
      match.search.a && match.search.b ? `${match.search.b} vs ${match.search.a}` : undefined,
      'Filing diff',
    ),
  component: Page,
});

function Page() {
  const search = useDeclaredSearch(diffSearchSchema, Route.useSearch());
  const navigate = Route.useNavigate();
  return <DiffPage search={search} onChange={(next) => navigate({ search: next })} />;
}
