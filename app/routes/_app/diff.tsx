import { createFileRoute } from '@tanstack/react-router';
import { DiffPage } from '#app/features/diff/diff-page.tsx';
import { useDeclaredSearch } from '#app/lib/search/declared-search.ts';
import { diffSearchSchema } from '#app/lib/search/diff-search-schema.ts';

export const Route = createFileRoute('/_app/diff')({
  validateSearch: diffSearchSchema,
  component: Page,
});

function Page() {
  const search = useDeclaredSearch(diffSearchSchema, Route.useSearch());
  const navigate = Route.useNavigate();
  return <DiffPage search={search} onChange={(next) => navigate({ search: next })} />;
}
