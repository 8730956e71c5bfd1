import { createFileRoute } from '@tanstack/react-router';
import { DiffPage } from '#app/features/diff/diff-page.tsx';
import { diffSearchSchema } from '#app/features/diff/diff-search.ts';
import { useStrictSearch } from '#app/lib/search/strict-search.ts';

export const Route = createFileRoute('/_app/diff')({
  validateSearch: diffSearchSchema,
  component: Page,
});

function Page() {
  const search = useStrictSearch(diffSearchSchema, Route.useSearch());
  const navigate = Route.useNavigate();
  return <DiffPage search={search} onChange={(next) => navigate({ search: next })} />;
}
